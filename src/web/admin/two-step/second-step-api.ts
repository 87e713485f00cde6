import type { z } from 'zod';
import type { enrolmentResponse, SecondStepBody, secondStepDoneResponse } from '../../../contract/two-step.js';
import { api } from '../../lib/api.js';

type Enrolment = z.infer<typeof enrolmentResponse>['data'];
export type SecondStepDone = z.infer<typeof secondStepDoneResponse>['data'];

/*
 * The second step runs on the token the password opened. It is held by the login page only, never
 * stored: a reload starts sign-in again.
 */

export async function startEnrolment(token: string): Promise<Enrolment> {
  return (await api<{ data: Enrolment }>('/admin/twoStep/enrol', { body: {}, auth: 'none', bearer: token })).data;
}

export async function confirmEnrolment(token: string, body: SecondStepBody): Promise<SecondStepDone> {
  return (await api<{ data: SecondStepDone }>('/admin/twoStep/confirm', { body, auth: 'none', bearer: token })).data;
}

export async function verifySecondStep(token: string, body: SecondStepBody): Promise<SecondStepDone> {
  return (await api<{ data: SecondStepDone }>('/admin/twoStep/verify', { body, auth: 'none', bearer: token })).data;
}

/** Leaving halfway: the password-only session ends on the server too. */
export function abandonSignIn(token: string): void {
  api('/admin/logout', { body: {}, auth: 'none', bearer: token, timeoutMs: 10_000 }).catch(() => {
    // Already ended, or offline: it expires within minutes anyway.
  });
}
