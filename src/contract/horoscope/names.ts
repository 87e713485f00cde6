/* The names a guna milan answer speaks in, apart from the tables that compute it: every page that shows a match needs them, few need the tables. */

/** The eight kootas in their traditional order; each one's maximum is its position (varna 1 ... nadi 8). */
export const KOOTAS = ['varna', 'vashya', 'tara', 'yoni', 'grahaMaitri', 'gana', 'bhakoot', 'nadi'] as const;
export type Koota = (typeof KOOTAS)[number];

export type Dosha = 'nadi' | 'bhakoot' | 'manglik';

/** The rules (parihara) that cancel a dosha, as the match reports them. */
export const DOSHA_CANCELLATIONS = [
  'same-rashi-different-nakshatra',
  'same-nakshatra-different-rashi',
  'same-rashi-lord',
  'friendly-lords',
  'both-manglik',
] as const;
export type Cancellation = (typeof DOSHA_CANCELLATIONS)[number];
