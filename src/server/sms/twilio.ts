import { GATEWAY_TIMEOUT_MS, SmsError, type SmsSender } from './sms-sender.js';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A sender number (+1…) or a Messaging Service SID (MG…). */
  from: string;
  baseUrl: string;
}

/**
 * Twilio's Messages resource (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP
 * basic auth with the Account SID and auth token, form-encoded `To`, `From` or
 * `MessagingServiceSid`, `Body`). Twilio answers 201 with the message's `sid`; a refusal is a 4xx
 * with Twilio's error `code` and `message`.
 */
export function twilioSender(settings: TwilioSettings): SmsSender {
  const url = `${settings.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    provider: 'twilio',
    async send(message) {
      const form = new URLSearchParams({ To: `+91${message.to}`, Body: message.text });
      form.set(settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', settings.from);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch {
        throw new SmsError('twilio', null, 'unreachable');
      }
      const answer = (await response.json().catch(() => null)) as { sid?: unknown; code?: unknown } | null;
      if (!response.ok || typeof answer?.sid !== 'string') {
        throw new SmsError(
          'twilio',
          response.status,
          typeof answer?.code === 'number' || typeof answer?.code === 'string' ? String(answer.code) : null,
        );
      }
    },
  };
}
