import { describe, expect, it } from 'vitest';
import { columnsOf, fraction, table } from './report.js';

describe("the bench's tables", () => {
  it('count a Devanagari name by the columns it takes, not its code units', () => {
    expect(columnsOf('Rahul')).toBe(5);
    // ज ् ञ ा न े श ् व र: three marks drawn on the letters before them.
    expect(columnsOf('ज्ञानेश्वर')).toBe(7);
    expect(columnsOf('माळी')).toBe(4);
  });

  it('keep every column in line when a row holds Devanagari', () => {
    const rows = [
      ['name', 'req/s', 'p99 ms'],
      ['ज्ञानेश्वर राम', '1234', '5.6'],
      ['Rahul', '98765', '12.3'],
    ];
    const lines = table(rows).split('\n');
    // The numbers are filled before, so each of their columns ends where the header's does: a
    // first column counted short or long would move them all.
    for (const column of [1, 2]) {
      const ends = lines.map((line, i) => {
        const cell = rows[i]![column]!;
        return columnsOf(line.slice(0, line.lastIndexOf(cell) + cell.length));
      });
      expect(new Set(ends).size, `column ${column}`).toBe(1);
    }
  });

  it('read a share of bare Fastify as how many times slower, without a trailing .0', () => {
    expect(fraction(0.05)).toBe('1/20');
    expect(fraction(0.04)).toBe('1/25');
    expect(fraction(0.3)).toBe('1/3.3');
    expect(fraction(0)).toBe('-');
  });
});
