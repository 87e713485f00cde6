import { eq } from 'drizzle-orm';
import type { ContactVisibility, PhotoVisibility } from '../../contract/privacy.js';
import type { DbOrTx } from '../db/client.js';
import { admins, users } from '../db/schema.js';
import type { UserRow } from '../users/repository.js';

export async function setVisibility(
  db: DbOrTx,
  userId: string,
  choice: { contactVisibility?: ContactVisibility; photoVisibility?: PhotoVisibility },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...choice, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Pauses (hides from every listing) or resumes the member's profile; no review either way. */
export async function setPaused(db: DbOrTx, userId: string, paused: boolean): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ pausedAt: paused ? new Date() : null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Whether the administrator a photo link was signed for still exists. */
export async function adminExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.id, id)).limit(1);
  return row !== undefined;
}
