import type { DbOrTx } from '../db/client.js';
import type { TokenKind } from '../security/tokens.js';
import { countFailure, deleteFailures, findBackOff, findCounter, type BackOffRule, type Counter } from './repository.js';
import { MINUTE_MS, HOUR_MS } from '../../contract/dates.js';

/** The scope of a count kept for a number or an admin whatever the address. */
const EVERY_ADDRESS = '*';

/** Wrong passwords one address may try on one number before that pair backs off. */
export const FAILURES_BEFORE_BACK_OFF = 5;
/** Wrong passwords a number may take a day, from all addresses together, before it backs off everywhere. */
export const FAILURES_BEFORE_BACK_OFF_EVERYWHERE = 50;
/** Wrong second-step codes (authenticator or recovery) before the admin's second step locks. */
export const WRONG_CODES_BEFORE_LOCK = 5;

/** One address and one number: a minute, doubling up to an hour. */
const PER_ADDRESS: BackOffRule = { threshold: FAILURES_BEFORE_BACK_OFF, firstMs: MINUTE_MS, longestMs: HOUR_MS };
/**
 * The number, from everywhere: high enough that a stranger's guesses from a few addresses do not
 * lock the owner out, low enough to bound what many addresses together may try (about 75 a day).
 */
const EVERYWHERE: BackOffRule = { threshold: FAILURES_BEFORE_BACK_OFF_EVERYWHERE, firstMs: 15 * MINUTE_MS, longestMs: HOUR_MS };
/**
 * An admin's second step: 15 minutes, doubling up to 4 hours, and the count survives the days
 * until a right code, so a guesser gets about 14 codes the first day and 6 a day after.
 */
const SECOND_STEP: BackOffRule = {
  threshold: WRONG_CODES_BEFORE_LOCK,
  firstMs: 15 * MINUTE_MS,
  longestMs: 4 * HOUR_MS,
  keepsLockedCount: true,
};

/**
 * The number's back-off as this address meets it: until when (null when a password may be tried
 * now), and whether wrong passwords from this address are counted, which a right one forgives.
 */
export async function passwordBackOff(
  db: DbOrTx,
  kind: TokenKind,
  mobileNumber: string,
  address: string,
  now: Date,
): Promise<{ until: Date | null; failuresHere: boolean }> {
  const found = await findBackOff(db, kind, mobileNumber, [address, EVERY_ADDRESS], now, address);
  return { until: found.lockedUntil, failuresHere: found.counted };
}

/** What a wrong password started, for telling the owner. */
export interface PasswordFailure {
  /** This failure was the one that made the number's count of the day reach FAILURES_BEFORE_BACK_OFF. */
  manyToday: boolean;
  /** This failure made the number back off from every address, until then. */
  everywhereUntil: Date | null;
}

/**
 * Counts one wrong password for the number (whether or not an account holds it, so known and
 * unknown numbers answer alike), for the address and for every address together; each count
 * starts again a day after its first failure.
 */
export async function recordPasswordFailure(
  db: DbOrTx,
  kind: TokenKind,
  mobileNumber: string,
  address: string,
  now: Date,
): Promise<PasswordFailure> {
  const subject = { kind, subject: mobileNumber };
  await countFailure(db, { ...subject, scope: address }, PER_ADDRESS, now);
  const everywhere = (await countFailure(db, { ...subject, scope: EVERY_ADDRESS }, EVERYWHERE, now))!;
  return {
    manyToday: everywhere.failures === FAILURES_BEFORE_BACK_OFF,
    everywhereUntil: everywhere.failures === FAILURES_BEFORE_BACK_OFF_EVERYWHERE ? everywhere.lockedUntil : null,
  };
}

/** A right password forgives the failures from its address; the number's count of the day stays. */
export async function clearAddressFailures(db: DbOrTx, kind: TokenKind, mobileNumber: string, address: string): Promise<void> {
  await deleteFailures(db, kind, mobileNumber, [address]);
}

/** A new password, set by someone who proved the account is theirs, forgives every failure on the number. */
export async function clearPasswordFailures(db: DbOrTx, kind: TokenKind, mobileNumber: string): Promise<void> {
  await deleteFailures(db, kind, mobileNumber);
}

const secondStepOf = (adminId: string): Counter => ({ kind: 'second-step', subject: adminId, scope: EVERY_ADDRESS });

/**
 * The outcome of taking one try at an admin's second step: refused while locked; when allowed,
 * `locksUntil` says that this try, if its code is wrong, locks the step until then.
 */
export type SecondStepTry = { allowed: true; locksUntil: Date | null } | { allowed: false; lockedUntil: Date };

/**
 * Takes one try at the admin's second step, counted before the code is checked (a right code then
 * clears the count), so of parallel tries no more than the threshold get through, and a locked
 * step is refused without the code being looked at.
 */
export async function takeSecondStepTry(db: DbOrTx, adminId: string, now: Date): Promise<SecondStepTry> {
  for (let round = 0; ; round += 1) {
    const counted = await countFailure(db, secondStepOf(adminId), SECOND_STEP, now, { unlessLocked: true });
    if (counted) return { allowed: true, locksUntil: counted.lockedUntil && counted.lockedUntil > now ? counted.lockedUntil : null };
    const row = await findCounter(db, secondStepOf(adminId));
    if (row?.lockedUntil && row.lockedUntil > now) return { allowed: false, lockedUntil: row.lockedUntil };
    // Cleared by a right code between the two statements: the step is open again; try once more.
    if (round > 0) return { allowed: false, lockedUntil: new Date(now.getTime() + 1000) };
  }
}

/** A right code, or a new enrolment, forgives the second step's failures; a password never does. */
export async function clearSecondStepFailures(db: DbOrTx, adminId: string): Promise<void> {
  await deleteFailures(db, 'second-step', adminId);
}

/** The sweep forgets failures that no longer count. */
export { deleteStaleFailures } from './repository.js';
