import { useMutation } from '@tanstack/react-query';
import { reportProfile as report } from '../../../contract/endpoints/reports.js';
import type { ReportBody } from '../../../contract/reports.js';
import { call } from '../../lib/api.js';

/** SPEC's client always sends this reporting id; the server takes the reporter from the token. */
const REPORTING_USER_ID = '1';

/** A member's report about another's profile. */
async function reportProfile(body: Omit<ReportBody, 'reportingUserId'>): Promise<void> {
  await call(report, { body: { ...body, reportingUserId: REPORTING_USER_ID } });
}

export function useReportProfile() {
  return useMutation({ mutationFn: reportProfile });
}
