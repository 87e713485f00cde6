import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The body with quoted-printable soft breaks undone, good enough to find codes in. */
  text: string;
}

export interface MailReceiver {
  url: string;
  messages: ReceivedMail[];
  /** Connections clients have opened to it so far. */
  connections(): number;
  /**
   * The newest mail to an address (other than the registration's verification mail), or the newest
   * one a predicate accepts, once it has arrived.
   */
  waitFor(
    match: string | ((mail: ReceivedMail) => boolean),
    options?: number | { timeoutMs?: number; last?: boolean },
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Whether a mail is the email-verification mail (registration sends one to every new member). */
export function isVerificationMail(mail: ReceivedMail): boolean {
  return mail.text.includes('/confirmEmail?key=');
}

function quotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const hex = /^=([0-9A-F]{2})/i.exec(soft.slice(i, i + 3));
    if (hex) {
      bytes.push(parseInt(hex[1]!, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`), as subjects in Hindi or Marathi arrive. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : quotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

/** Enough of MIME for the single-part text mails the product sends. */
function decode(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^Subject: (.*)$/im.exec(unfolded)?.[1]?.trim() ?? '');
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(unfolded)?.[1]?.trim().toLowerCase();
  const body = rest.join('\n\n');
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body).toString('utf8')
        : body;
  return { subject, text };
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startMailReceiver(): Promise<MailReceiver> {
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // On close, a client's connection still open (the app's mailer keeps its connections) is
    // ended after this long, as a mail server going down would end it, not after 30 s.
    closeTimeout: 50,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, ...decode(raw) });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    connections: () => connections,
    async waitFor(match, options = {}) {
      const { timeoutMs = 10_000 } = typeof options === 'number' ? { timeoutMs: options } : options;
      // An address alone means the mail the test provoked: never the code every registration mails.
      const accepts = typeof match === 'string' ? (m: ReceivedMail) => m.to.includes(match.toLowerCase()) && !isVerificationMail(m) : match;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...messages].reverse().find(accepts);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail matching ${String(match)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
