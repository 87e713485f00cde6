import { notify, type NotifyDeps } from '../notifications/notify.js';

/**
 * Tells each reporter their report was reviewed, in their language, without saying what was done
 * or about whom beyond what they already know. Call once the decision is committed.
 */
export async function tellReporters(deps: NotifyDeps, reporterIds: string[]): Promise<void> {
  for (const reporterId of reporterIds) await notify(deps, reporterId, 'REPORT_REVIEWED');
}
