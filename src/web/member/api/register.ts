import { useMutation } from '@tanstack/react-query';
import type { RegistrationBody } from '../../../contract/accounts.js';
import type { AnswerOf } from '../../../contract/endpoint.js';
import { registerMember } from '../../../contract/endpoints/accounts.js';
import { call } from '../../lib/api.js';
import { currentLanguage } from '../../lib/i18n.js';

type Registration = AnswerOf<typeof registerMember>['data'];

/**
 * Registers, with the language the visitor reads, so their mails come in it. The new member's
 * session goes into the browser's httpOnly cookie.
 */
async function register(body: Omit<RegistrationBody, 'language'>): Promise<Partial<Registration>> {
  const answer = await call(registerMember, { body: { ...body, language: currentLanguage() } }, { sessionInCookie: true });
  return answer.data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
