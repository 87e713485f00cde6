import { zipSync, type Zippable } from 'fflate';
import type { Readable } from 'node:stream';
import { todayInIndia } from '../../contract/dates.js';
import { allAccess, openSessions } from '../access/service.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { favouritesOf as listedFavourites } from '../favourites/service.js';
import { unauthorized } from '../http/errors.js';
import { everyInterestOf } from '../interests/service.js';
import { listBiodataLinks } from '../biodata/service.js';
import { visitorsFor, visitsMadeBy } from '../visits/service.js';
import { savedSearchesOf } from '../saved-searches/service.js';
import { consentsOf } from '../legal/service.js';
import { subscriptionStanding, subscriptionTerms } from '../payments/subscription.js';
import { readSettings } from '../privacy/settings.js';
import { viewerRules } from '../profiles/viewer-access.js';
import type { FileStore } from '../storage/file-store.js';
import { presentUser } from '../users/present.js';
import { findUserById } from '../users/repository.js';
import { standingOf } from '../users/standing.js';
import { favouritesOf, grievancesFiledBy, paymentsOf, photoUploadsOf, reportsFiledBy } from './repository.js';
import { README } from './readme.js';

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

const json = (value: unknown): Uint8Array => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Other members appear in a download only as "profile-1", "profile-2", …: the member sees which
 * of their interests, favourites and reports concern the same profile, and nothing of that person.
 * A member whose account is gone (a report keeps no id then) gets a name of their own, so the
 * download does not say the account went.
 */
function pseudonyms() {
  const names = new Map<string, string>();
  let count = 0;
  return (id: string | null): string => {
    const known = id === null ? undefined : names.get(id);
    if (known) return known;
    count += 1;
    const name = `profile-${count}`;
    if (id !== null) names.set(id, name);
    return name;
  };
}

/**
 * Everything held about the member, as a zip (Digital Personal Data Protection Act 2023, s.11):
 * the profile, standing and settings, their photos and identity document, interests, favourites,
 * reports and grievances filed, consents, sign-ins, open sessions and payments. Each part is what
 * the app itself tells the member, built by the same presenters and rules: the download never
 * tells more than the app (not a silent decline, nor a hold by reports, nor what became of a report).
 */
export async function exportMemberData(
  deps: { db: Db; files: FileStore; config: Config },
  userId: string,
  sessionId: string,
): Promise<Uint8Array> {
  const { db, files, config } = deps;
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized('ACCOUNT_GONE');
  const now = new Date();
  const rules = viewerRules(config, now);
  const other = pseudonyms();

  // The record /user/info answers, with the standing it carries and the settings page's choices;
  // photo addresses stay as stored, the files themselves being in the zip under their keys.
  const profile = {
    ...presentUser(user, { audience: { kind: 'owner' }, photoLink: (url) => url }),
    account: {
      standing: standingOf(user, subscriptionStanding(user.subscriptionUntil, subscriptionTerms(config, now)), config),
      settings: await readSettings(db, userId),
      language: user.language,
    },
  };

  const stored = await photoUploadsOf(db, userId);
  const entries: Zippable = {};
  for (const upload of stored) {
    const file = await files.get(upload.fileKey);
    // Photos and PDFs are compressed already; storing them as they are costs nothing.
    if (file) entries[upload.fileKey] = [await bytesOf(file.stream), { level: 0 }];
  }

  const interests = (await everyInterestOf(db, rules, user)).map(({ otherId, ...item }) => ({ ...item, profile: other(otherId) }));
  // The favourites page's list, in its order; when each was added is the member's own act.
  const addedAt = new Map((await favouritesOf(db, userId)).map((row) => [row.profileId, row.createdAt]));
  const favourites = (await listedFavourites(db, rules, user)).userData.map((record) => ({
    profile: other(record.id),
    createdAt: addedAt.get(record.id) ?? null,
  }));
  // What the member wrote and when; what became of a report, and of the member reported, is not theirs to read.
  const reportsFiled = (await reportsFiledBy(db, userId)).map(({ reportedUserId, ...row }) => ({ profile: other(reportedUserId), ...row }));
  const sessions = (await openSessions(db, userId, now)).map((row) => ({ ...row, current: row.id === sessionId }));
  const payments = (await paymentsOf(db, userId)).map(({ amountPaise, ...row }) => ({ amountInr: amountPaise / 100, ...row }));

  // Visits: those the member made, their own acts; those received, as the visits page shows them.
  const visits = {
    made: (await visitsMadeBy(db, userId)).map(({ profileId, ...row }) => ({ profile: other(profileId), ...row })),
    received: (await visitorsFor(db, rules, userId)).visits.map((visit) => ({
      profile: other(visit.profile.id),
      visitedAt: visit.visitedAt,
    })),
  };

  const readme = README[user.language]({ date: todayInIndia(now), retentionDays: config.ACCESS_LOG_RETENTION_DAYS });
  return zipSync(
    {
      'README.txt': new TextEncoder().encode(`${readme.join('\n')}\n`),
      'profile.json': json(profile),
      ...entries,
      'interests.json': json(interests),
      'favourites.json': json(favourites),
      'reports-filed.json': json(reportsFiled),
      'grievances.json': json(await grievancesFiledBy(db, userId)),
      'consents.json': json(await consentsOf(db, userId)),
      'sign-ins.json': json(await allAccess(db, userId)),
      'sessions.json': json(sessions),
      'payments.json': json(payments),
      'biodata-links.json': json(await listBiodataLinks({ db }, userId)),
      'visits.json': json(visits),
      'saved-searches.json': json((await savedSearchesOf(db, userId)).items),
    },
    { level: 6, mtime: now },
  );
}
