import { zipSync, type Zippable } from 'fflate';
import type { Readable } from 'node:stream';
import { todayInIndia } from '../../contract/dates.js';
import { allAccess, openSessions } from '../access/repository.js';
import type { Db } from '../db/client.js';
import { unauthorized } from '../http/errors.js';
import { consentsOf } from '../legal/repository.js';
import type { FileStore } from '../storage/file-store.js';
import { presentUser } from '../users/present.js';
import { findUserById } from '../users/repository.js';
import { favouritesOf, grievancesFiledBy, interestsOf, paymentsOf, photoUploadsOf, reportsFiledBy } from './repository.js';
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
 */
function pseudonyms() {
  const names = new Map<string, string>();
  return (id: string | null): string | null => {
    if (id === null) return null;
    if (!names.has(id)) names.set(id, `profile-${names.size + 1}`);
    return names.get(id)!;
  };
}

/**
 * Everything held about the member, as a zip (Digital Personal Data Protection Act 2023, s.11):
 * the profile and account as JSON, their photos and identity document, interests, favourites,
 * reports and grievances filed, consents, sign-ins, open sessions and payments.
 */
export async function exportMemberData(
  deps: { db: Db; files: FileStore; retentionDays: number },
  userId: string,
  sessionId: string,
): Promise<Uint8Array> {
  const { db, files } = deps;
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized('ACCOUNT_GONE');
  const now = new Date();
  const other = pseudonyms();

  // The stored row, less the password's hash and staff ids: everything else is the member's.
  const { passwordHash: _hash, documentDecidedBy: _decidedBy, userDetails: _details, photoDetails: _photos, ...account } = user;
  // Photo addresses stay as stored: the files themselves are in the zip under their keys.
  const profile = { ...presentUser(user, { audience: { kind: 'owner' }, photoLink: (url) => url }), account };

  const stored = await photoUploadsOf(db, userId);
  const entries: Zippable = {};
  for (const upload of stored) {
    const file = await files.get(upload.fileKey);
    // Photos and PDFs are compressed already; storing them as they are costs nothing.
    if (file) entries[upload.fileKey] = [await bytesOf(file.stream), { level: 0 }];
  }

  const interests = (await interestsOf(db, userId)).map((row) => ({
    direction: row.senderId === userId ? 'SENT' : 'RECEIVED',
    profile: other(row.senderId === userId ? row.receiverId : row.senderId),
    status: row.status,
    createdAt: row.createdAt,
    respondedAt: row.respondedAt,
  }));
  const favourites = (await favouritesOf(db, userId)).map((row) => ({ profile: other(row.profileId), createdAt: row.createdAt }));
  const reportsFiled = (await reportsFiledBy(db, userId)).map(({ reportedUserId, ...row }) => ({ profile: other(reportedUserId), ...row }));
  const sessions = (await openSessions(db, userId, now)).map((row) => ({ ...row, current: row.id === sessionId }));
  const payments = (await paymentsOf(db, userId)).map(({ amountPaise, ...row }) => ({ amountInr: amountPaise / 100, ...row }));

  const readme = README[user.language]({ date: todayInIndia(now), retentionDays: deps.retentionDays });
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
    },
    { level: 6, mtime: now },
  );
}
