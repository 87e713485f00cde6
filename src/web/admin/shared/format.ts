import { lazily } from '../../../contract/lazily.js';

/** Counts use Indian digit grouping (1,23,456), like the rupee amounts beside them. */
const count = lazily(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));

export function formatCount(value: number): string {
  return count().format(value);
}
