import type { UnsubscribeAnswer } from '../../../contract/privacy.js';
import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

/** Follows a mail's one-click link (or undoes it): no sign-in, the code is the authority. */
export function followUnsubscribeLink(code: string, enabled: boolean) {
  return api<Envelope<UnsubscribeAnswer>>(`/mail/${enabled ? 'resubscribe' : 'unsubscribe'}?code=${encodeURIComponent(code)}`, {
    body: {},
    auth: 'none',
  }).then((a) => a.data);
}
