import { useMutation } from '@tanstack/react-query';
import { fileGrievance as file } from '../../../contract/endpoints/grievances.js';
import type { GrievanceInput } from '../../../contract/grievances.js';
import { call } from '../../lib/api.js';

/**
 * A complaint to the grievance officer, open to anyone. The browser sends the member's session
 * cookie with it when signed in, so the complaint stays with their account.
 */
async function fileGrievance(body: GrievanceInput) {
  return (await call(file, { body })).data;
}

export function useFileGrievance() {
  return useMutation({ mutationFn: fileGrievance });
}
