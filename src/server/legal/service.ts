import type { Db } from '../db/client.js';
import type { ClientInfo } from '../http/client-info.js';
import { accountGone, requireUser } from '../users/require-user.js';
import { consentStandingForUpdate, markSafetyNoticeSeen, recordConsentRow, setConsentVersion } from './repository.js';

/**
 * The member accepts the policies of `policyVersion`. An acceptance of that version already on
 * record is not recorded again, and a member already standing on it is not written: every write
 * to members drops the listing's shared pages on every server, so a repeated call must cost
 * nothing. The member's row is held while deciding, so two calls at once record one acceptance.
 */
export async function acceptPolicies(db: Db, userId: string, policyVersion: string, client: ClientInfo): Promise<void> {
  await db.transaction(async (tx) => {
    const standing = await consentStandingForUpdate(tx, userId, policyVersion);
    if (!standing) throw accountGone();
    if (!standing.recorded) await recordConsentRow(tx, userId, policyVersion, client);
    if (standing.consentVersion !== policyVersion) await setConsentVersion(tx, userId, policyVersion);
  });
}

/** The safety notices were shown; only the first time is written. */
export async function safetyNoticeShown(db: Db, userId: string): Promise<void> {
  if ((await requireUser(db, userId)).safetyNoticeSeenAt) return;
  await markSafetyNoticeSeen(db, userId);
}

/** Registration records its consent, and the data download lists them, through these. */
export { consentsOf, insertConsent } from './repository.js';
