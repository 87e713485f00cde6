import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { appSettings } from '../db/schema.js';

/**
 * A setting kept in the database, created with `initial` the first time anyone asks. Two
 * instances asking at once agree: the loser's insert does nothing and both read the winner's.
 */
export async function settingOrCreate(db: DbOrTx, name: string, initial: () => string): Promise<string> {
  await db.insert(appSettings).values({ name, value: initial() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.name, name));
  return row!.value;
}
