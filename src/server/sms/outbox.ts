import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender.js';

/**
 * Without a gateway, each message is written as a text file to the outbox (beside the mail
 * written there without SMTP) so it can be read during development; the log names the file,
 * never the text, which holds a code.
 */
export function outboxSms(dir: string, log: Pick<FastifyBaseLogger, 'info'>): SmsSender {
  return {
    provider: 'outbox',
    async send(message) {
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-sms-${message.to}.txt`);
      await writeFile(file, `To: +91${message.to}\n\n${message.text}\n`, { mode: 0o600 });
      log.info({ file }, 'SMS written to the outbox (no SMS_PROVIDER set)');
    },
  };
}
