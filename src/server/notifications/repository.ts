import { eq } from 'drizzle-orm';
import type { NotificationKind } from '../../contract/notifications.js';
import type { DbOrTx } from '../db/client.js';
import { notifications, users } from '../db/schema.js';

export async function insertNotification(db: DbOrTx, userId: string, kind: NotificationKind, data: Record<string, unknown>): Promise<void> {
  await db.insert(notifications).values({ userId, kind, data });
}

/** What a mail to the member needs: where, in which language, and which kinds they turned off. */
export async function findRecipient(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, language: users.language, mailPreferences: users.mailPreferences })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
