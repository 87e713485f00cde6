import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RegistrationBody, registrationResponse } from '../../../contract/accounts.js';
import { api } from '../../lib/api.js';
import { currentLanguage } from '../../lib/i18n.js';

type Registration = z.infer<typeof registrationResponse>['data'];

/**
 * POST /api/user/create, with the language the visitor reads, so their mails come in it. The
 * new member's session goes into the browser's httpOnly cookie.
 */
async function register(body: Omit<RegistrationBody, 'language'>): Promise<Partial<Registration>> {
  const answer = await api<{ data: Partial<Registration> }>('/user/create', {
    body: { ...body, language: currentLanguage() },
    auth: 'none',
    sessionInCookie: true,
  });
  return answer.data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
