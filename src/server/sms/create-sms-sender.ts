import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { msg91Sender } from './msg91.js';
import { outboxSms } from './outbox.js';
import type { SmsSender } from './sms-sender.js';
import { twilioSender } from './twilio.js';

/** The gateway SMS_PROVIDER names (the configuration already checked its keys), or the outbox. */
export function createSmsSender(config: Config, log: Pick<FastifyBaseLogger, 'info'>): SmsSender {
  if (config.SMS_PROVIDER === 'msg91') {
    return msg91Sender({ authKey: config.MSG91_AUTH_KEY!, templateId: config.MSG91_TEMPLATE_ID!, baseUrl: config.MSG91_BASE_URL });
  }
  if (config.SMS_PROVIDER === 'twilio') {
    return twilioSender({
      accountSid: config.TWILIO_ACCOUNT_SID!,
      authToken: config.TWILIO_AUTH_TOKEN!,
      from: config.TWILIO_FROM!,
      baseUrl: config.TWILIO_BASE_URL,
    });
  }
  return outboxSms(join(config.DATA_DIR, 'outbox'), log);
}
