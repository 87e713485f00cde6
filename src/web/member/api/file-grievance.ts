import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { grievanceFiledResponse, GrievanceInput } from '../../../contract/grievances.js';
import { api } from '../../lib/api.js';

/**
 * POST /api/grievance: a complaint to the grievance officer, open to anyone. Sent with the
 * member's token when signed in, so the complaint stays with their account.
 */
async function fileGrievance(body: GrievanceInput): Promise<z.infer<typeof grievanceFiledResponse>['data']> {
  return (await api<z.infer<typeof grievanceFiledResponse>>('/grievance', { body })).data;
}

export function useFileGrievance() {
  return useMutation({ mutationFn: fileGrievance });
}
