import type { z } from 'zod';
import type { enrolmentResponse, SecondStepBody, secondStepDoneResponse } from '../../../contract/two-step.js';
import { api, revokeSession } from '../../lib/api.js';

type Enrolment = z.infer<typeof enrolmentResponse>['data'];
export type SecondStepDone = z.infer<typeof secondStepDoneResponse>['data'];

/*
 * The second step runs in the session the password opened, which the browser holds in the admin
 * cookie for its few minutes and which opens nothing else. Passing the step puts the full session
 * in its place.
 */

export async function startEnrolment(): Promise<Enrolment> {
  return (await api<{ data: Enrolment }>('/admin/twoStep/enrol', { body: {}, auth: 'admin' })).data;
}

export async function confirmEnrolment(body: SecondStepBody): Promise<SecondStepDone> {
  return (await api<{ data: SecondStepDone }>('/admin/twoStep/confirm', { body, auth: 'admin', sessionInCookie: true })).data;
}

export async function verifySecondStep(body: SecondStepBody): Promise<SecondStepDone> {
  return (await api<{ data: SecondStepDone }>('/admin/twoStep/verify', { body, auth: 'admin', sessionInCookie: true })).data;
}

/** Leaving halfway: the password-only session ends on the server too, and its cookie goes. */
export function abandonSignIn(): void {
  revokeSession('admin');
}
