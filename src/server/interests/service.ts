import {
  INTEREST_PAGE_SIZE,
  INTEREST_TABS,
  type InterestAction,
  type InterestItem,
  type InterestChange,
  type InterestList,
  type InterestTab,
} from '../../contract/interests.js';
import type { Db } from '../db/client.js';
import { hasPgCode, UNIQUE_VIOLATION } from '../db/errors.js';
import { badRequest, conflict, forbidden, notFound, tooMany } from '../http/errors.js';
import { startOfTodayInIndia } from '../../contract/dates.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';
import { findListedProfile, type PresentToMember } from '../profiles/service.js';
import { requireOpenViewer } from '../profiles/viewer.js';
import { closedReasonFor, type ViewerRules, type ViewerStanding } from '../profiles/viewer-access.js';
import type { UserRow } from '../users/repository.js';
import { interestAsSeenBy, interestItemSeenBy } from './interest-view.js';
import * as repository from './repository.js';
import type { InterestRow } from './repository.js';

export interface InterestDeps {
  notify: NotifyDeps & { db: Db };
  rules: ViewerRules;
  /** New interests a member may send in one day in India (INTEREST_DAILY_LIMIT). */
  dailyLimit: number;
  /**
   * Presents the other members of a tab (privacy/present-to-member.ts), handed in by app.ts:
   * privacy reads interests to present a member, so interests does not import it.
   */
  present: PresentToMember;
}

/** What to tell whom once the change is committed. */
type Event = { to: string; kind: 'INTEREST_RECEIVED' | 'INTEREST_ACCEPTED'; from: UserRow; interestId: string };

const nameOf = (row: UserRow) => row.fullName ?? '';

async function tell(deps: InterestDeps, event: Event | null): Promise<void> {
  if (!event) return;
  await notify(deps.notify, event.to, event.kind, { name: nameOf(event.from), memberId: event.from.id, interestId: event.interestId });
}

/**
 * Sends an interest. Only approved members whose profile is shown (not paused) send, only to
 * members the listing shows them, one live interest per pair and direction, and at most the day's
 * limit of new ones (withdrawn ones count too). When the other member already sent one, sending
 * back accepts theirs: two interests in opposite directions would say the same thing twice.
 */
export async function sendInterest(deps: InterestDeps, senderId: string, receiverId: string): Promise<InterestChange> {
  const { db } = deps.notify;
  if (senderId === receiverId) throw badRequest('OWN_INTEREST');
  let outcome: { row: InterestRow; event: Event };
  try {
    outcome = await db.transaction(async (tx) => {
      // The sender held: one member's sends wait for each other, so the day's count cannot be
      // overtaken by a race. The receiver too, in one order: two members sending each other an
      // interest at once take turns, and the second finds the first's interest and accepts it.
      const sender = await requireOpenViewer(tx, deps.rules, senderId, { alongside: receiverId });
      if (sender.pausedAt) throw forbidden('PROFILE_PAUSED');
      const checks = await repository.sendChecks(tx, sender, receiverId, startOfTodayInIndia(), deps.rules.terms);
      if (!checks.receiverListed) throw notFound('PROFILE_NOT_FOUND');
      const { live, sentSince: sentToday } = checks;
      const theirs = live.find((row) => row.senderId === receiverId);
      if (live.some((row) => row.senderId === senderId) || theirs?.status === 'ACCEPTED') throw conflict('INTEREST_EXISTS');
      if (theirs) {
        const row = await repository.setInterestStatus(tx, theirs.id, 'ACCEPTED');
        return { row, event: { to: receiverId, kind: 'INTEREST_ACCEPTED' as const, from: sender, interestId: row.id } };
      }
      if (sentToday >= deps.dailyLimit) throw tooMany('INTEREST_DAILY_LIMIT');
      const row = await repository.insertInterest(tx, senderId, receiverId);
      return { row, event: { to: receiverId, kind: 'INTEREST_RECEIVED' as const, from: sender, interestId: row.id } };
    });
  } catch (error) {
    if (hasPgCode(error, UNIQUE_VIOLATION)) throw conflict('INTEREST_EXISTS');
    throw error;
  }
  await tell(deps, outcome.event);
  const accepted = outcome.row.status === 'ACCEPTED';
  return { interest: interestAsSeenBy(senderId, outcome.row), message: accepted ? 'Interest accepted' : 'Interest sent' };
}

const MESSAGES: Record<InterestAction, string> = {
  accept: 'Interest accepted',
  decline: 'Interest declined',
  withdraw: 'Interest withdrawn',
};

/**
 * Answers an interest (its receiver accepts or declines it; a declined one may still be
 * accepted later) or withdraws it (its sender, whatever its state). Declining tells nobody; the
 * sender goes on seeing "no response yet". Accepting tells the sender, and opens to each what
 * the other shares with interests.
 */
export async function actOnInterest(
  deps: InterestDeps,
  userId: string,
  interestId: string,
  action: InterestAction,
): Promise<InterestChange> {
  const { db } = deps.notify;
  const outcome = await db.transaction(async (tx) => {
    const row = await repository.findLiveInterest(tx, interestId);
    if (action === 'withdraw') {
      if (!row || row.senderId !== userId) throw notFound('INTEREST_NOT_FOUND');
      await repository.setInterestStatus(tx, row.id, 'WITHDRAWN');
      return { row: null, event: null };
    }
    if (!row || row.receiverId !== userId) throw notFound('INTEREST_NOT_FOUND');
    const receiver = await requireOpenViewer(tx, deps.rules, userId);
    // A sender the receiver can no longer see (blocked, paused, gone) has no interest to answer.
    const sender = await findListedProfile(tx, receiver, row.senderId, deps.rules.terms);
    if (!sender) throw notFound('INTEREST_NOT_FOUND');
    if (action === 'decline') {
      if (row.status === 'ACCEPTED') throw conflict('INTEREST_ANSWERED');
      return { row: row.status === 'DECLINED' ? row : await repository.setInterestStatus(tx, row.id, 'DECLINED'), event: null };
    }
    if (row.status === 'ACCEPTED') return { row, event: null };
    if (receiver.pausedAt) throw forbidden('PROFILE_PAUSED');
    const accepted = await repository.setInterestStatus(tx, row.id, 'ACCEPTED');
    return { row: accepted, event: { to: row.senderId, kind: 'INTEREST_ACCEPTED' as const, from: receiver, interestId: row.id } };
  });
  await tell(deps, outcome.event);
  return { interest: outcome.row ? interestAsSeenBy(userId, outcome.row) : null, message: MESSAGES[action] };
}

/** One tab of the member's interests, with each other member's record as the listing shows it to them. */
export async function interestsOf(deps: InterestDeps, viewer: ViewerStanding, tab: InterestTab, page: number): Promise<InterestList> {
  const { db } = deps.notify;
  const reason = closedReasonFor(viewer, deps.rules);
  if (reason) return { tab, items: [], page, hasMore: false, reason };
  const rows = await repository.listTab(db, viewer, tab, (page - 1) * INTEREST_PAGE_SIZE, INTEREST_PAGE_SIZE + 1, deps.rules.terms);
  const shown = rows.slice(0, INTEREST_PAGE_SIZE);
  const profiles = await deps.present(
    db,
    viewer,
    shown.map((row) => row.other),
  );
  return {
    tab,
    page,
    hasMore: rows.length > INTEREST_PAGE_SIZE,
    items: shown.map(({ interest }, index) => ({ ...interestItemSeenBy(viewer.id, interest), profile: profiles[index]! })),
  };
}

/** Rows read for one tab at a time when every interest is wanted; the page's own size would only mean more statements. */
const EVERY_INTEREST_BATCH = 500;

/**
 * Every interest the interests page lists to the member, over all its tabs and pages, as its
 * items say them (a decline silent to its sender), with the other member's id in place of their
 * record: what the data download holds. Oldest first.
 */
export async function everyInterestOf(
  db: Db,
  rules: ViewerRules,
  viewer: UserRow,
): Promise<(Omit<InterestItem, 'profile'> & { otherId: string })[]> {
  if (closedReasonFor(viewer, rules)) return [];
  const rows: InterestRow[] = [];
  for (const tab of INTEREST_TABS) {
    for (let offset = 0; ; offset += EVERY_INTEREST_BATCH) {
      const batch = await repository.listTab(db, viewer, tab, offset, EVERY_INTEREST_BATCH, rules.terms);
      rows.push(...batch.map((row) => row.interest));
      if (batch.length < EVERY_INTEREST_BATCH) break;
    }
  }
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  return rows.map((row) => ({
    ...interestItemSeenBy(viewer.id, row),
    otherId: row.senderId === viewer.id ? row.receiverId : row.senderId,
  }));
}

/**
 * The received interests have been looked at: they leave the header's count. With none new,
 * nothing is written: even an update of no row is announced as a write to interests, which drops
 * the session copies on every server.
 */
export async function markInterestsSeen(db: Db, viewerId: string): Promise<void> {
  if (await repository.hasUnseenReceived(db, viewerId)) await repository.markReceivedSeen(db, viewerId);
}

/**
 * New interests for the header's count, as a value in a statement (`unseenReceivedCount`); none
 * while the member may not see profiles.
 */
export function newInterestCount(rules: ViewerRules, viewer: ViewerStanding): repository.CountInStatement {
  return closedReasonFor(viewer, rules) ? repository.NO_COUNT : repository.unseenReceivedCount(viewer, rules.terms);
}

/**
 * A block withdraws the live interests between the two, in its transaction; privacy presents a
 * member with the interests they share, and opens a private photo after an accepted one.
 */
export { acceptedBetween, acceptedPartnersOf, liveInterestsWith, withdrawBetween } from './repository.js';

/** Whether a member has a live interest, as a value in a statement: the listing reads it with the session (app.ts). */
export { hasLiveInterests } from './repository.js';
