// `npm run test:durations`: after a whole `npm test` (or `npx vitest run`), writes the
// seconds each test file took, by project, from Vitest's record of that run into
// tests/support/file-durations.json, which orders the files of a clean clone's run longest first
// (tests/support/longest-first.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const cacheDir = 'node_modules/.vite/vitest';
const runs = readdirSync(cacheDir).map((dir) => join(cacheDir, dir, 'results.json'));
const [only] = runs;
if (runs.length !== 1 || !only) {
  console.error(`expected one record of results under ${cacheDir}, found ${runs.length}`);
  process.exit(1);
}
const read = /** @type {unknown} */ (JSON.parse(readFileSync(only, 'utf8')));
const record = /** @type {{ results: [string, { duration: number }][] }} */ (read);
const seconds = Object.fromEntries(
  record.results
    .filter(([, result]) => result.duration > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, result]) => [key, Math.round(result.duration / 100) / 10]),
);
writeFileSync('tests/support/file-durations.json', `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`${Object.keys(seconds).length} files' durations written to tests/support/file-durations.json`);
