import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpMailer, type Mailer } from './mailer.js';

/** An SMTP server on a free local port that counts the connections made to it and keeps the subjects. */
async function countingServer() {
  const seen = { connections: 0, subjects: [] as string[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 50,
    onConnect(_session, callback) {
      seen.connections += 1;
      callback();
    },
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        seen.subjects.push(/^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `smtp://127.0.0.1:${port}`, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let mailer: Mailer | undefined;
afterEach(() => mailer?.close());

describe('mail over SMTP', () => {
  it('sends one message after another over the connection it keeps', async () => {
    const server = await countingServer();
    try {
      mailer = smtpMailer(server.url, 'Mali Vivah <no-reply@example.org>');
      for (const subject of ['First', 'Second', 'Third']) await mailer.send({ to: 'asha@example.org', subject, text: 'Hello' });
      expect(server.seen.subjects).toEqual(['First', 'Second', 'Third']);
      expect(server.seen.connections).toBe(1);
    } finally {
      mailer?.close();
      await server.close();
    }
  });

  it('fails the send once the server is gone, rather than holding it', async () => {
    const server = await countingServer();
    mailer = smtpMailer(server.url, 'no-reply@example.org');
    await mailer.send({ to: 'asha@example.org', subject: 'Before', text: 'Hello' });
    await server.close();
    await expect(mailer.send({ to: 'asha@example.org', subject: 'While gone', text: 'Hello' })).rejects.toThrow();
    expect(server.seen.subjects).toEqual(['Before']);
  });

  it('refuses an address no server answers at', async () => {
    const server = await countingServer();
    await server.close();
    mailer = smtpMailer(server.url, 'no-reply@example.org');
    await expect(mailer.send({ to: 'asha@example.org', subject: 'Nobody', text: 'Hello' })).rejects.toThrow(/ECONNREFUSED/);
  });
});
