import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { RejectionReason } from '../../contract/moderation.js';
import { USER_STATUSES, type UserStatus } from '../../contract/reference/index.js';
import type { DbOrTx } from '../db/client.js';
import { containsName, containsTextUnindexed, nameSearchOf } from '../db/like.js';
import { admins, users } from '../db/schema.js';
import { memberColumns } from '../users/repository.js';

/**
 * One page of members, newest first, and one row more to tell whether another page exists (no
 * count over all matches). The name test has the shape the names' trigram indexes serve
 * (`containsName`: Devanagari by its own, decision 0064). A name no index can narrow (one or two
 * ASCII letters, `nameSearchOf`), with no status chosen, is looked for status by status in the
 * index of statuses and registrations, which carries the name (index-only, each walk stopping at
 * the page's end), and the walks merged: the one walk by registration alone read every member's
 * row (0.74–1.1 s at a million; 0.22 s this way, decision 0063).
 */
export async function listUsers(db: DbOrTx, filter: { fullName?: string; status?: UserStatus; offset: number; limit: number }) {
  const newestFirst = [desc(users.createdAt), desc(users.id)];
  if (filter.fullName && !filter.status && nameSearchOf(filter.fullName) === 'none') {
    const name = filter.fullName;
    const walks = USER_STATUSES.map((status) =>
      db
        .select({ id: users.id, createdAt: users.createdAt })
        .from(users)
        // Not by the trigram index: for a longer page it handed back every member to be read and
        // sorted (0.8 s at a million), where the walk reads index entries.
        .where(and(eq(users.status, status), containsTextUnindexed(users.fullName, name)))
        .orderBy(...newestFirst)
        .limit(filter.offset + filter.limit),
    );
    const [first, second, ...rest] = walks;
    const found = unionAll(first!, second!, ...rest).as('found');
    return db
      .select(memberColumns)
      .from(found)
      .innerJoin(users, eq(users.id, found.id))
      .orderBy(desc(found.createdAt), desc(found.id))
      .limit(filter.limit)
      .offset(filter.offset);
  }
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.fullName) conditions.push(containsName(users.fullName, filter.fullName));
  return db
    .select(memberColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(filter.limit)
    .offset(filter.offset);
}

/**
 * Approves or rejects the member with this number: a rejection keeps its reason and note, an
 * approval clears the last rejection's. The member, or undefined when the number is unknown.
 */
export async function setStatusByMobile(
  db: DbOrTx,
  mobileNumber: string,
  decision: { status: 'ACTIVE' } | { status: 'REJECT'; reason: RejectionReason; note: string | null },
) {
  const rejection =
    decision.status === 'REJECT'
      ? { rejectionReason: decision.reason, rejectionNote: decision.note }
      : { rejectionReason: null, rejectionNote: null };
  const [row] = await db
    .update(users)
    .set({ status: decision.status, ...rejection, updatedAt: new Date() })
    .where(eq(users.mobileNumber, mobileNumber))
    .returning({ id: users.id, fullName: users.fullName, mobileNumber: users.mobileNumber });
  return row;
}

export async function countUsers(db: DbOrTx, createdSince: Date): Promise<{ total: number; since: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      since: sql<number>`count(*) filter (where ${gte(users.createdAt, createdSince)})`.mapWith(Number),
    })
    .from(users);
  return row ?? { total: 0, since: 0 };
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return row?.n ?? 0;
}

export async function findAdminByMobile(db: DbOrTx, mobileNumber: string) {
  const [row] = await db.select().from(admins).where(eq(admins.mobileNumber, mobileNumber)).limit(1);
  return row;
}

export async function insertAdmin(db: DbOrTx, values: { mobileNumber: string; passwordHash: string; name: string | null }): Promise<void> {
  await db.insert(admins).values(values);
}

/** A new password; a name, when given, replaces the one the activity log shows. */
export async function setAdminPasswordHash(db: DbOrTx, adminId: string, passwordHash: string, name?: string): Promise<void> {
  await db
    .update(admins)
    .set({ passwordHash, ...(name ? { name } : {}) })
    .where(eq(admins.id, adminId));
}
