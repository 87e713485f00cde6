import { sql, type SQL } from 'drizzle-orm';
import { PREFERENCE_KEYS } from '../../contract/preference-keys.js';

/**
 * contract/completeness.ts's rule, as the expression of the generated column `users.completeness`
 * (migration 0024): the database keeps the share of each profile filled however the profile or
 * its photo was written, and the listing sorts by it ("most complete first") from an index.
 * Counted in sixths, as the rule counts them, so both round the same numbers; a test holds the
 * two together (profiles/complete-first.test.ts).
 */
const given = (path: string) =>
  `(jsonb_typeof(${path}) = 'number' or (jsonb_typeof(${path}) = 'string' and (${path} #>> '{}') ~ '[^[:space:]]'))`;
// A field of a group the profile lacks reads as null, and counts as not given.
const count = (conditions: string[]) => `(${conditions.map((condition) => `coalesce(${condition}, false)::int`).join(' + ')})`;

const basic = (key: string) => given(`user_details->'basicDetails'->'${key}'`);
const family = (key: string) => given(`user_details->'familyDetails'->'${key}'`);
const preference = (key: string) => {
  const path = `user_details->'partnerpreferences'->'${key}'`;
  return `(${given(path)} or jsonb_typeof(${path}) = 'object')`;
};
const SPEC_PREFERENCES = [
  'PPAnnualIncome',
  'PPCaste',
  'PPEducation',
  'PPResidingCountry',
  'PPResidingState',
  'PPResidingCity',
  'PPHeight',
  'PPWeight',
  'PPSkinColor',
];

/** The column's expression (text: Drizzle writes it into the migration as it is). */
export const COMPLETENESS_EXPRESSION: SQL = sql.raw(
  `round((` +
    [
      `case when user_details is null then 0 else 150 end`,
      `case when ${given(`photo_details->'profilePhoto'`)} then 120 else 0 end`,
      `30 * least(3, ${count([...SPEC_PREFERENCES, ...PREFERENCE_KEYS].map(preference))})`,
      `30 * ${count(['rashi', 'nakshatra', 'manglik'].map(basic))}`,
      `15 * ${count([
        `${family('numOfBrothers')} or ${family('numOfSisters')}`,
        family('gotra'),
        family('devak'),
        family('kuldaivat'),
        family('nativePlace'),
        `${family('maternalUncleName')} or ${family('maternalUncleVillage')}`,
      ])}`,
      `15 * ${count([basic('occupation'), basic('income')])}`,
      `30 * ${count([basic('diet')])}`,
    ].join(' + ') +
    `) / 6.0)::smallint`,
);
