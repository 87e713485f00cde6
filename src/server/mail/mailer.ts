import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { connect, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../contract/limits.js';
import type { Config } from '../config.js';

export interface Message {
  to: string;
  subject: string;
  text: string;
  /** Extra header lines, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** A mail's texts in every language: a subject, and the body's lines made from its values. */
export type MailTexts<V> = Record<Language, { subject: string; body: (values: V) => string[] }>;

/** The mail in the reader's language. */
export function localizedMessage<V>(texts: MailTexts<V>, to: string, language: Language, values: V): Message {
  const text = texts[language];
  return { to, subject: text.subject, text: text.body(values).join('\n') };
}

export interface Mailer {
  send(message: Message): Promise<void>;
  /** Waits for the messages still being sent (at most CLOSE_WAIT_MS), then lets the transport go. */
  close(): Promise<void>;
}

/** How long closing waits for messages still being sent: well within the server's 10 s to stop. */
const CLOSE_WAIT_MS = 5_000;

/**
 * A mailer over `send` whose close waits for the messages it is still sending before it closes the
 * transport: a mail sent after the answer (a registration's code) may still be on its way when the
 * server is asked to stop, and the pool's close drops every message it has not begun.
 */
function closingAfterSends(send: (message: Message) => Promise<void>, closeTransport: () => void): Mailer {
  const sending = new Set<Promise<void>>();
  return {
    send(message) {
      const sent = send(message);
      sending.add(sent);
      const done = () => sending.delete(sent);
      sent.then(done, done);
      return sent;
    },
    async close() {
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
      await Promise.race([Promise.allSettled(sending), limit]);
      clearTimeout(timer);
      closeTransport();
    },
  };
}

/**
 * `mailer`, telling `count` whether each message went (handed to the SMTP server, or written to the
 * outbox) or failed (/metrics); a failure still reaches the caller.
 */
export function countedMailer(mailer: Mailer, count: (outcome: 'sent' | 'failed') => void): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        count('failed');
        throw error;
      }
      count('sent');
    },
    close: () => mailer.close(),
  };
}

/** How long opening a connection to the SMTP server may take (nodemailer's own limit). */
const CONNECT_TIMEOUT_MS = 120_000;

/**
 * The TCP connection to the SMTP server, opened as nodemailer would but with Nagle's algorithm
 * off: the end of each message (`.` on its own line) is a small write after a small write, which
 * Nagle's algorithm held until the server acknowledged the one before, and servers delay that
 * acknowledgement (40 ms on Linux) while they wait for more. TLS, implicit or STARTTLS, is
 * nodemailer's, on top of it.
 */
function openConnection(options: SMTPPool.Options, done: (error: Error | null, socketOptions?: { connection: Socket }) => void): void {
  const socket = connect({ host: options.host ?? 'localhost', port: Number(options.port) || (options.secure ? 465 : 587), noDelay: true });
  const fail = (error: Error) => {
    socket.destroy();
    done(error);
  };
  socket.setTimeout(CONNECT_TIMEOUT_MS, () => fail(new Error('Connection to the SMTP server timed out')));
  socket.once('error', fail);
  socket.once('connect', () => {
    socket.setTimeout(0);
    socket.off('error', fail);
    done(null, { connection: socket });
  });
}

/**
 * Real SMTP delivery (SMTP_URL), over connections kept open and reused (nodemailer's pool: at most
 * five, a hundred messages each). A connection of its own for each message cost a handshake every
 * time (TCP, the greeting, EHLO, TLS in production), and a server may hold its greeting back on
 * purpose (100 ms and more) to catch clients that talk too soon.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(new SMTPPool({ url, pool: true, getSocket: openConnection }));
  return closingAfterSends(
    async (message) => {
      await transport.sendMail({ from, ...message });
    },
    () => transport.close(),
  );
}

/**
 * Without SMTP, each message is written as an .eml file to the outbox so it can be opened with
 * any mail client; the log names the file but never the message's body (it may hold an OTP).
 */
export function outboxMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return closingAfterSends(
    async (message) => {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file, subject: message.subject }, 'mail written to the outbox (no SMTP_URL set)');
    },
    () => transport.close(),
  );
}

/** The mailer the configuration asks for: SMTP when SMTP_URL is set, else the outbox under DATA_DIR. */
export function configuredMailer(config: Config, log: FastifyBaseLogger): Mailer {
  return config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : outboxMailer(join(config.DATA_DIR, 'outbox'), config.MAIL_FROM, log);
}
