import { confirmEnrolment as confirm, startEnrolment as start, verifySecondStep as verify } from '../../../contract/endpoints/two-step.js';
import type { AnswerOf } from '../../../contract/endpoint.js';
import type { SecondStepBody } from '../../../contract/two-step.js';
import { call, revokeSession } from '../../lib/api.js';

export type SecondStepDone = AnswerOf<typeof verify>['data'];

/*
 * The second step runs in the session the password opened, which the browser holds in the admin
 * cookie for its few minutes and which opens nothing else. Passing the step puts the full session
 * in its place.
 */

export async function startEnrolment() {
  return (await call(start)).data;
}

export async function confirmEnrolment(body: SecondStepBody): Promise<SecondStepDone> {
  return (await call(confirm, { body }, { sessionInCookie: true })).data;
}

export async function verifySecondStep(body: SecondStepBody): Promise<SecondStepDone> {
  return (await call(verify, { body }, { sessionInCookie: true })).data;
}

/** Leaving halfway: the password-only session ends on the server too, and its cookie goes. */
export function abandonSignIn(): void {
  revokeSession('admin');
}
