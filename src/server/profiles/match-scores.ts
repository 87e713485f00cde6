import { ageInYears, todayInIndia } from '../../contract/dates.js';
import type { MatchScores } from '../../contract/matches.js';
import { mutualMatchOf, type MatchMember } from '../../contract/match-score.js';
import type { DbOrTx } from '../db/client.js';
import { isUuid } from '../db/uuid.js';
import type { UserRow } from '../users/repository.js';
import type { SessionInfo } from '../http/auth.js';
import { accountGone } from '../users/require-user.js';
import { findMatchFacts } from './repository.js';
import { assertOpenViewer, viewerStanding } from './viewer.js';
import type { ViewerRules } from './viewer-access.js';

/** A member's row as the score reads it: the stored groups, and the age of the date of birth. */
export function matchMemberOf(row: Pick<UserRow, 'userDetails' | 'dateOfBirth'>, today: string): MatchMember {
  return { userDetails: row.userDetails, age: row.dateOfBirth ? ageInYears(row.dateOfBirth, today) : null };
}

/**
 * The mutual match of the viewer with each of the profiles asked for that the listing would show
 * them (docs/decisions/0041-partner-preferences.md), in the order asked. The listing's pages are
 * the same for every viewer of a gender (listing-cache.ts); the scores are the viewer's own, so
 * they are asked for apart, for the cards on screen. Whether the viewer may see profiles is read
 * from their session's copy (`viewerStanding`); their preferences and the profiles' facts in one
 * statement after it.
 */
export async function matchScoresFor(
  db: DbOrTx,
  rules: ViewerRules,
  session: Pick<SessionInfo, 'subjectId' | 'member'>,
  ids: string[],
): Promise<MatchScores> {
  const standing = await viewerStanding(db, session);
  assertOpenViewer(standing, rules);
  const asked = [...new Set(ids)].filter(isUuid);
  const { self, listed } = await findMatchFacts(db, standing, asked, rules.terms);
  if (!self) throw accountGone();
  const byId = new Map(listed.map((row) => [row.id, row]));
  const today = todayInIndia();
  const own = matchMemberOf(self, today);
  const scores: MatchScores['scores'] = [];
  for (const id of asked) {
    const row = byId.get(id);
    if (row) scores.push({ id, match: mutualMatchOf(own, matchMemberOf(row, today), today) });
  }
  return { scores };
}
