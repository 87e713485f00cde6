import { afterEach, describe, expect, it } from 'vitest';
import { startMailReceiver } from '../../../tests/support/mail-receiver.js';
import { smtpMailer, type Mailer } from './mailer.js';

let mailer: Mailer | undefined;
afterEach(() => mailer?.close());

describe('mail over SMTP', () => {
  it('sends one message after another over the connection it keeps', async () => {
    const receiver = await startMailReceiver();
    try {
      mailer = smtpMailer(receiver.url, 'Mali Vivah <no-reply@example.org>');
      for (const subject of ['First', 'Second', 'Third']) await mailer.send({ to: 'asha@example.org', subject, text: 'Hello' });
      expect(receiver.messages.map((message) => message.subject)).toEqual(['First', 'Second', 'Third']);
      expect(receiver.connections()).toBe(1);
    } finally {
      await mailer?.close();
      await receiver.close();
    }
  });

  it('closes once the messages still being sent have gone, none dropped (a mail sent after the answer, at shutdown)', async () => {
    const receiver = await startMailReceiver();
    try {
      mailer = smtpMailer(receiver.url, 'no-reply@example.org');
      // More than the pool's five connections take at once: some wait in its queue as it closes.
      const subjects = Array.from({ length: 12 }, (_, i) => `Code ${i + 1}`);
      const sends = subjects.map((subject) => mailer!.send({ to: 'asha@example.org', subject, text: 'Your code' }));
      await mailer.close();
      expect(await Promise.allSettled(sends)).toEqual(subjects.map(() => ({ status: 'fulfilled', value: undefined })));
      expect(receiver.messages.map((message) => message.subject).sort()).toEqual([...subjects].sort());
    } finally {
      await receiver.close();
    }
  });

  it('fails the send once the server is gone, rather than holding it', async () => {
    const receiver = await startMailReceiver();
    mailer = smtpMailer(receiver.url, 'no-reply@example.org');
    await mailer.send({ to: 'asha@example.org', subject: 'Before', text: 'Hello' });
    await receiver.close();
    await expect(mailer.send({ to: 'asha@example.org', subject: 'While gone', text: 'Hello' })).rejects.toThrow();
    expect(receiver.messages.map((message) => message.subject)).toEqual(['Before']);
  });

  it('refuses an address no server answers at', async () => {
    const receiver = await startMailReceiver();
    await receiver.close();
    mailer = smtpMailer(receiver.url, 'no-reply@example.org');
    await expect(mailer.send({ to: 'asha@example.org', subject: 'Nobody', text: 'Hello' })).rejects.toThrow(/ECONNREFUSED/);
  });
});
