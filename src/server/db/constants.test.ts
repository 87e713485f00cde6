import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { inConstants, isConstant } from './constants.js';
import { interests, users } from './schema.js';

const dialect = new PgDialect();

describe("a code's constants written into a statement", () => {
  it('are written into its text, not sent as values', () => {
    expect(dialect.sqlToQuery(isConstant(users.status, 'ACTIVE'))).toEqual({ sql: `"users"."status" = 'ACTIVE'`, params: [] });
    expect(dialect.sqlToQuery(inConstants(interests.status, ['PENDING', 'ACCEPTED']))).toEqual({
      sql: `"interests"."status" in ('PENDING', 'ACCEPTED')`,
      params: [],
    });
  });

  it('refuse anything but capitals and underscores, so no value from outside reaches the text', () => {
    for (const value of ["ACTIVE' or '1'='1", 'active', '', 'ACTIVE;', 'A B', '1A'])
      expect(() => isConstant(users.status, value)).toThrow(/not a constant of the code/);
    expect(() => inConstants(interests.status, ['PENDING', "x'"])).toThrow(/not a constant of the code/);
  });
});
