import type { FastifyBaseLogger } from 'fastify';
import { fullNameOf } from '../../contract/full-name.js';
import { ALERT_PROFILES_MAX, type AlertFrequency } from '../../contract/limits.js';
import type { SavedSearchFilters } from '../../contract/saved-searches.js';
import type { UserRecord } from '../../contract/users.js';
import type { Config } from '../config.js';
import { faultSummary } from '../http/error-handler.js';
import type { AlertProfile } from '../notifications/mails.js';
import { notify, wantsMail, type NotifyDeps } from '../notifications/notify.js';
import { presentToMember } from '../privacy/present-to-member.js';
import { enteredListingFor } from '../profiles/service.js';
import { closedReasonFor, viewerRules, type ViewerRules } from '../profiles/viewer-access.js';
import type { UserRow } from '../users/repository.js';
import * as repository from './repository.js';
import { DAY_MS } from '../../contract/dates.js';

const PERIOD_MS: Record<Exclude<AlertFrequency, 'none'>, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/** Searches read at a time; a run reads on until none is left due, or SEARCHES_PER_RUN were read. */
const BATCH = 200;
/** Enough for any community in one hourly run; a backlog (after downtime) clears over the next. */
const SEARCHES_PER_RUN = 5000;

/**
 * The home page's address for these filters, as the page reads it (web/member/api/listing-body.ts
 * `listingFilterFrom`): the alert's link to every profile of the search.
 */
function listingAddress(siteUrl: string, filters: SavedSearchFilters): string {
  const params = new URLSearchParams();
  if (filters.fullName) params.set('fullName', filters.fullName);
  if (filters.age) params.set('age', filters.age);
  if (filters.income) params.set('income', filters.income);
  if (filters.verifiedOnly) params.set('verifiedOnly', '1');
  if (filters.gunaMin) params.set('gunaMin', String(filters.gunaMin));
  const search = params.toString();
  return `${siteUrl}/home${search ? `?${search}` : ''}`;
}

/**
 * A profile in the mail, from its record as the listing presented it to the member: name, age,
 * city and occupation, and the address of its details page. Never its contact details or photo,
 * whatever the member may see of them in the app: a mail is forwarded and kept where the owner's
 * later choices cannot reach it.
 */
function alertProfile(siteUrl: string, record: UserRecord): AlertProfile {
  const details = record.userDetails;
  return {
    name: fullNameOf(details?.personalDetails),
    age: record.age,
    city: details?.addressDetails.city?.trim() ?? '',
    occupation: details?.basicDetails.occupation?.trim() ?? '',
    url: `${siteUrl}/details?id=${encodeURIComponent(record.id)}`,
  };
}

/**
 * One search's alert: claimed for this period first (repository `claimAlert`, one statement, so
 * no other instance or sweep sends it again), then the profiles that entered the member's listing
 * with its filters since the last alert looked (or since the search was saved, or its alert turned
 * on), as the listing presents them to the member. Nothing new, no mail; the period is spent
 * either way, and the next alert starts where this one looked.
 */
async function alertFor(
  deps: NotifyDeps,
  rules: ViewerRules,
  now: Date,
  search: repository.SavedSearchRow,
  member: UserRow,
): Promise<boolean> {
  if (search.frequency === 'none') return false;
  // The listing's own rule for who may see profiles, and the member's own choices: an alert is
  // not claimed while the member may not have it, so it comes once they may.
  if (closedReasonFor(member, rules) || member.pausedAt || member.reportHiddenAt) return false;
  if (!wantsMail(member.mailPreferences, 'SAVED_SEARCH_ALERT')) return false;
  const dueBefore = new Date(now.getTime() - PERIOD_MS[search.frequency]);
  if (!(await repository.claimAlert(deps.db, search.id, search.frequency, now, dueBefore))) return false;
  const window = { after: search.alertsFrom, until: now };
  const found = await enteredListingFor(deps.db, rules, presentToMember, member, search.filters, window, ALERT_PROFILES_MAX + 1);
  if (found.length === 0) return false;
  await repository.markMailed(deps.db, search.id, now);
  const profiles = found.slice(0, ALERT_PROFILES_MAX).map((record) => alertProfile(deps.siteUrl, record));
  await notify(
    deps,
    member.id,
    'SAVED_SEARCH_ALERT',
    { searchId: search.id, search: search.name, count: profiles.length },
    {
      values: { profiles, more: found.length > ALERT_PROFILES_MAX, listingUrl: listingAddress(deps.siteUrl, search.filters) },
      // One mail after another: a run may send many.
      wait: true,
    },
  );
  return true;
}

/**
 * The hourly sweep's step: every saved search whose day or week has come round since its last
 * alert mails its member the profiles new to it (docs/decisions/0040-saved-searches.md). Times are
 * the database's, read once, so instances whose clocks differ agree on what is new. Answers how
 * many mails went; one search failing is logged and does not stop the others.
 */
export async function sendSearchAlerts(
  deps: NotifyDeps & { log: FastifyBaseLogger },
  config: Pick<Config, 'ANNUAL_FEE_INR' | 'POLICY_VERSION'>,
): Promise<number> {
  const now = await repository.databaseNow(deps.db);
  const rules = viewerRules(config, now);
  const dueBefore = { daily: new Date(now.getTime() - PERIOD_MS.daily), weekly: new Date(now.getTime() - PERIOD_MS.weekly) };
  let sent = 0;
  let afterId: string | undefined;
  for (let read = 0; read < SEARCHES_PER_RUN;) {
    const due = await repository.dueAlerts(deps.db, {
      dueBefore,
      policyVersion: rules.policyVersion,
      terms: rules.terms,
      afterId,
      limit: BATCH,
    });
    for (const { search, member } of due) {
      try {
        if (await alertFor(deps, rules, now, search, member)) sent += 1;
      } catch (error) {
        deps.log.warn({ ...faultSummary(error), savedSearchId: search.id }, 'could not send a saved search alert');
      }
    }
    read += due.length;
    if (due.length < BATCH) break;
    afterId = due.at(-1)!.search.id;
  }
  return sent;
}
