import { isVerificationMail, type MailReceiver } from './mail-receiver.js';

type ReceivedMail = MailReceiver['messages'][number];

export interface VerificationMail {
  mail: ReceivedMail;
  code: string;
  /** The one-click link, and its key as the web page sends it to the server. */
  link: string;
  key: string;
}

/** The newest email-verification mail to an address: its 6-digit code and one-click link. */
export async function verificationMailTo(mail: MailReceiver, email: string, after = 0): Promise<VerificationMail> {
  const found = await mail.waitFor((m) => m.to.includes(email.toLowerCase()) && isVerificationMail(m) && mail.messages.indexOf(m) >= after);
  const code = /\b(\d{6})\b/.exec(found.text)?.[1];
  const link = /(https?:\/\/\S+\/confirmEmail\?key=\S+)/.exec(found.text)?.[1];
  if (!code || !link) throw new Error(`no code or link in the verification mail: ${found.text}`);
  return { mail: found, code, link, key: decodeURIComponent(new URL(link).searchParams.get('key') ?? '') };
}
