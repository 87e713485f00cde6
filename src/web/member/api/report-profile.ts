import type { ReportBody } from '../../../contract/reports.js';
import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

/** SPEC's client always sends this reporting id; the server takes the reporter from the token. */
const REPORTING_USER_ID = '1';

export function reportProfile(body: Omit<ReportBody, 'reportingUserId'>) {
  return api<Envelope<{ id: string; message: string }>>('/report/create', {
    body: { ...body, reportingUserId: REPORTING_USER_ID },
  });
}
