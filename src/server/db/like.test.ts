import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/test-database.js';
import { containsName, nameBeyondAsciiKey, nameSearchOf } from './like.js';
import { rowsOf } from './rows.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const NAMES = [
  'Sunanda Mali',
  'सुनंदा माळी',
  'Sunanda पाटील',
  'र\u200dया माळी',
  'Zoë D’Souza',
  'प्रिया',
  'क्षितिज ज्ञानेश्वर',
  'Back\\slash 100%_',
];
const SEARCHES = [
  'sunanda',
  'सुनंदा',
  'दा मा',
  'माळी',
  'ळ',
  'ी',
  'पाटील',
  'sunanda पा',
  'a पा',
  'र\u200dया',
  'zoë',
  'ë',
  '’',
  'क्ष',
  'ज्ञ',
  'श्वर',
  'प्रि',
  '100%_',
  'k\\sla',
  'माळी सुनंदा',
  'mali',
  'ali',
];

const column = sql`full_name`;

/** The names that hold `search`, and those `containsName` finds, by the database itself. */
async function matches(search: string): Promise<{ holding: string[]; found: string[] }> {
  const names = sql.join(
    NAMES.map((name) => sql`(${name}::text)`),
    sql`, `,
  );
  const rows = rowsOf<{ name: string; holds: boolean; found: boolean }>(
    await database.db.execute(sql`
      SELECT full_name AS "name", strpos(lower(full_name), lower(${search})) > 0 AS "holds", ${containsName(column, search)} AS "found"
      FROM (VALUES ${names}) AS given (full_name)`),
  );
  return { holding: rows.filter((row) => row.holds).map((row) => row.name), found: rows.filter((row) => row.found).map((row) => row.name) };
}

describe('a name searched for by the key of its letters outside ASCII', () => {
  it('finds exactly the names that hold the search, in either script or both', async () => {
    for (const search of SEARCHES) {
      const { holding, found } = await matches(search);
      expect(found, search).toEqual(holding);
    }
  });

  it('is read by that key only when the search has no three ASCII letters or digits in a row but a letter outside ASCII', () => {
    expect(['सुनंदा', 'a पा', 'ë', '’'].map(nameSearchOf)).toEqual(['beyondAscii', 'beyondAscii', 'beyondAscii', 'beyondAscii']);
    expect(['sunanda पा', 'Ram', '100%_'].map(nameSearchOf)).toEqual(['lowerCased', 'lowerCased', 'lowerCased']);
    expect(['ya', 'z', '%'].map(nameSearchOf)).toEqual(['none', 'none', 'none']);
  });

  it('writes the letters outside ASCII in hex, and nothing of the rest', async () => {
    const keys = rowsOf<{ key: string }>(
      await database.db.execute(
        sql`SELECT ${nameBeyondAsciiKey(column)} AS "key" FROM (VALUES ('Sunanda पाटील'::text), ('सुनंदा माळी'::text)) AS given (full_name)`,
      ),
    ).map((row) => row.key);
    expect(keys).toEqual([Buffer.from('पाटील').toString('hex'), Buffer.from('सुनंदामाळी').toString('hex')]);
  });
});
