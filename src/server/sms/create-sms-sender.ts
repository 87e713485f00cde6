import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { msg91Sender } from './msg91.js';
import { outboxSms } from './outbox.js';
import type { SmsSender } from './sms-sender.js';
import { twilioSender } from './twilio.js';

type CountSms = (gateway: SmsSender['provider'], outcome: 'sent' | 'failed') => void;

/**
 * The gateway SMS_PROVIDER names (the configuration already checked its keys), or the outbox;
 * each message counted by `count` (/metrics), whether the gateway took it or not.
 */
export function createSmsSender(config: Config, log: Pick<FastifyBaseLogger, 'info'>, count?: CountSms): SmsSender {
  const sender = configuredSender(config, log);
  if (!count) return sender;
  return {
    provider: sender.provider,
    async send(message) {
      try {
        await sender.send(message);
      } catch (error) {
        count(sender.provider, 'failed');
        throw error;
      }
      count(sender.provider, 'sent');
    },
  };
}

function configuredSender(config: Config, log: Pick<FastifyBaseLogger, 'info'>): SmsSender {
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
