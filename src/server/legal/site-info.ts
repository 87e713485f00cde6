import type { SiteInfo } from '../../contract/legal.js';
import type { Config } from '../config.js';

/** Who runs the service and how to reach them, exactly as configured; unset is null. */
export function siteInfoOf(config: Config): SiteInfo {
  return {
    policyVersion: config.POLICY_VERSION,
    accessLogRetentionDays: config.ACCESS_LOG_RETENTION_DAYS,
    operator: { name: config.OPERATOR_NAME ?? null, address: config.OPERATOR_ADDRESS ?? null },
    support: { phone: config.SUPPORT_PHONE ?? null, email: config.SUPPORT_EMAIL ?? null },
    grievanceOfficer: {
      name: config.GRIEVANCE_OFFICER_NAME ?? null,
      email: config.GRIEVANCE_OFFICER_EMAIL ?? null,
      phone: config.GRIEVANCE_OFFICER_PHONE ?? null,
      address: config.GRIEVANCE_OFFICER_ADDRESS ?? null,
    },
  };
}
