/**
 * A small seeded generator (mulberry32): the same seed value gives the same members, so a demo
 * or a benchmark can be loaded again exactly.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }

  /** One of a table's values, each as likely as its weight. */
  weighted<T>(table: WeightedTable<T>): T {
    const roll = this.next() * table.total;
    const { values, bounds } = table;
    for (let i = 0; i < bounds.length; i += 1) if (roll < bounds[i]!) return values[i]!;
    return values[values.length - 1]!;
  }

  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i += 1) text += String(this.int(0, 9));
    return text;
  }
}

export interface WeightedTable<T> {
  values: readonly T[];
  /** Running totals of the weights, so a draw is one pass without sums. */
  bounds: readonly number[];
  total: number;
}

export function weightedTable<T>(choices: readonly (readonly [T, number])[]): WeightedTable<T> {
  const values: T[] = [];
  const bounds: number[] = [];
  let total = 0;
  for (const [value, weight] of choices) {
    total += weight;
    values.push(value);
    bounds.push(total);
  }
  return { values, bounds, total };
}
