import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

/** POST /api/user/resubmit: a rejected member sends the profile for review again. */
export function resubmitProfile() {
  return api<Envelope<{ message: string }>>('/user/resubmit', { body: {} });
}
