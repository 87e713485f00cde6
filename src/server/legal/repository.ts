import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { consents, users } from '../db/schema.js';
import type { ClientInfo } from '../http/client-info.js';
import { MEMBER_HOLD } from '../db/member-hold.js';

/**
 * Records an acceptance of the policies of `policyVersion`: the row in `consents` is the proof
 * (what, when, from where); the member's `consent_version` says which version they stand on.
 */
export async function insertConsent(db: DbOrTx, userId: string, policyVersion: string, client: ClientInfo): Promise<void> {
  await recordConsentRow(db, userId, policyVersion, client);
  await setConsentVersion(db, userId, policyVersion);
}

/** The proof of one acceptance, without moving the member's `consent_version`. */
export async function recordConsentRow(db: DbOrTx, userId: string, policyVersion: string, client: ClientInfo): Promise<void> {
  await db.insert(consents).values({
    userId,
    policyVersion,
    marriagePurpose: true,
    termsAccepted: true,
    address: client.address,
    userAgent: client.userAgent,
  });
}

export async function setConsentVersion(db: DbOrTx, userId: string, policyVersion: string): Promise<void> {
  await db.update(users).set({ consentVersion: policyVersion }).where(eq(users.id, userId));
}

/**
 * The version the member stands on and whether an acceptance of `policyVersion` is on record;
 * the member's row is held until the transaction ends. Undefined when there is no such member.
 * The record is read by a statement of its own, after the row is held: a statement that waited
 * for the row still reads the database as it was when it began, before the holder's acceptance.
 */
export async function consentStandingForUpdate(
  tx: DbOrTx,
  userId: string,
  policyVersion: string,
): Promise<{ consentVersion: string | null; recorded: boolean } | undefined> {
  const [member] = await tx.select({ consentVersion: users.consentVersion }).from(users).where(eq(users.id, userId)).for(MEMBER_HOLD);
  if (!member) return undefined;
  const [recorded] = await tx
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.policyVersion, policyVersion)))
    .limit(1);
  return { consentVersion: member.consentVersion, recorded: recorded !== undefined };
}

export async function consentsOf(db: DbOrTx, userId: string) {
  return db
    .select({
      policyVersion: consents.policyVersion,
      marriagePurpose: consents.marriagePurpose,
      termsAccepted: consents.termsAccepted,
      createdAt: consents.createdAt,
      address: consents.address,
      userAgent: consents.userAgent,
    })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(consents.createdAt);
}

/** The first time the member was shown the safety notices; later calls change nothing. */
export async function markSafetyNoticeSeen(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ safetyNoticeSeenAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.safetyNoticeSeenAt)));
}
