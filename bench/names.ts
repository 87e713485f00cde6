import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { httpPoster, runLoad, type LoadOptions, type LoadResult } from './load.js';
import { table } from './report.js';
import type { BenchServer } from './server.js';

/**
 * `npm run bench -- --names`: the listing searched by name in Devanagari (decision 0064). The
 * seed writes Latin names only, so some seeded members are renamed first (`renameInDevanagari`):
 * a common name, a rare one spread over the years, and the oldest listed member of each gender.
 * Each name is then asked for alone, with the listing's cache off, so every answer is read from
 * the database; Latin names beside them for comparison.
 */
const NAME_SEARCHES = [
  { name: 'राम माळी', bearers: 'the oldest listed member of each gender' },
  { name: 'ज्ञानेश्वर', bearers: 'one member in 2,000, before the name they had' },
  { name: 'पाटील', bearers: 'one member in 100' },
  { name: 'zubeida', bearers: 'nobody (Latin)' },
  { name: 'priya', bearers: 'a common Latin first name' },
] as const;

/** Renames seeded members in Devanagari, as `NAME_SEARCHES` says; before the viewers are chosen. */
export async function renameInDevanagari(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE users SET full_name = CASE WHEN gender = 'Female' THEN 'सुनंदा राम माळी' ELSE 'सुनील राम माळी' END
    WHERE id IN (
      SELECT DISTINCT ON (gender) id FROM users WHERE status = 'ACTIVE' AND gender IN ('Male', 'Female') ORDER BY gender, created_at, id
    )`);
  await db.execute(sql`
    UPDATE users SET full_name = 'ज्ञानेश्वर ' || full_name
    WHERE id IN (SELECT id FROM users WHERE status = 'ACTIVE' AND md5(id::text || 'rare') < '002')`);
  await db.execute(sql`
    UPDATE users SET full_name = CASE WHEN gender = 'Female' THEN 'प्रिया पाटील' ELSE 'प्रकाश पाटील' END
    WHERE id IN (SELECT id FROM users WHERE status = 'ACTIVE' AND md5(id::text || 'common') < '028f')`);
  await db.execute(sql`ANALYZE users`);
}

interface NameResult extends LoadResult {
  name: string;
  bearers: string;
  /** Profiles on page 1 for each of the first viewers (viewers of both genders). */
  foundOnPageOne: number[];
}

export interface NamesRun {
  database: string;
  profiles: number;
  names: NameResult[];
}

/** Each name of `NAME_SEARCHES`, alone: page 1 from every viewer in turn under `load`. */
export async function measureNames(server: BenchServer, tokens: string[], load: LoadOptions): Promise<NameResult[]> {
  const urls = tokens.map((token) => `${server.url}/api/user/getProfile?token=${encodeURIComponent(token)}`);
  const results: NameResult[] = [];
  const { post, close } = httpPoster(1, false);
  try {
    for (const { name, bearers } of NAME_SEARCHES) {
      const body = JSON.stringify({ page: 1, fullName: name });
      const foundOnPageOne: number[] = [];
      for (const url of urls.slice(0, 6)) {
        const answer = await post(url, body, true);
        if (answer.status !== 200) throw new Error(`getProfile for ${name} answered ${answer.status}`);
        foundOnPageOne.push((JSON.parse(answer.body.toString()) as { data: { userData: unknown[] } }).data.userData.length);
      }
      results.push({ name, bearers, foundOnPageOne, ...(await runLoad(urls, [body], load)) });
    }
  } finally {
    close();
  }
  return results;
}

export function printNamesRun(run: NamesRun) {
  console.log(`\nThe listing searched by name, cache off, on ${run.database} at ${run.profiles} profiles:`);
  console.log(
    table([
      ['name', 'bearers', 'found on page 1', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx'],
      ...run.names.map((each) => [
        each.name,
        each.bearers,
        each.foundOnPageOne.join(','),
        String(each.requestsPerSecond),
        each.p50Ms.toFixed(1),
        each.p99Ms.toFixed(1),
        String(each.non2xx),
      ]),
    ]),
  );
}
