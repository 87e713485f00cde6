import { GATEWAY_TIMEOUT_MS, SmsError, type SmsSender } from './sms-sender.js';

export interface Msg91Settings {
  authKey: string;
  /** The flow (template) registered with MSG91 and DLT; its text holds `##otp##` where the code goes. */
  templateId: string;
  baseUrl: string;
}

/**
 * MSG91's Flow API (`POST /api/v5/flow`): the text is the template registered with MSG91 under
 * India's DLT rules, so only the code is sent, as the template's `otp` variable. MSG91 answers
 * `{ type: "success", message: <request id> }`, or `type: "error"` with a reason.
 */
export function msg91Sender(settings: Msg91Settings): SmsSender {
  return {
    provider: 'msg91',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(`${settings.baseUrl}/api/v5/flow`, {
          method: 'POST',
          headers: { authkey: settings.authKey, accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({
            template_id: settings.templateId,
            short_url: '0',
            recipients: [{ mobiles: `91${message.to}`, otp: message.code }],
          }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch {
        throw new SmsError('msg91', null, 'unreachable');
      }
      const answer = (await response.json().catch(() => null)) as { type?: unknown; message?: unknown } | null;
      // MSG91 may say "error" with HTTP 200: the answer's type decides.
      if (!response.ok || answer?.type !== 'success') {
        throw new SmsError('msg91', response.status, typeof answer?.message === 'string' ? answer.message.slice(0, 100) : null);
      }
    },
  };
}
