/** Filter ranges of the home screen; the value is the range text the listing call accepts. */
export const AGE_RANGES = [
  { value: '18-23', min: 18, max: 23 },
  { value: '23-27', min: 23, max: 27 },
  { value: '27-31', min: 27, max: 31 },
  { value: '31-50', min: 31, max: 50 },
] as const;

export const INCOME_RANGES = [
  { value: '100000-500000', min: 100000, max: 500000, label: '1L-5L' },
  { value: '500000-800000', min: 500000, max: 800000, label: '5L-8L' },
  { value: '800000-1300000', min: 800000, max: 1300000, label: '8L-13L' },
  { value: '1300000-10000000', min: 1300000, max: 10000000, label: '13L-1CR' },
] as const;

/** Guna milan's total: eight kootas, 1 to 8 points each. */
export const GUNA_MILAN_MAX = 36;
/** The customary least guna milan for a match. */
export const GUNA_CUSTOMARY_MIN = 18;
/**
 * What the listing's guna milan filter offers: every whole number the server takes, 1–36 ("any",
 * no filter, stands for 0). A native select, so a phone shows its own scrolling picker.
 */
export const GUNA_THRESHOLDS: readonly number[] = Array.from({ length: GUNA_MILAN_MAX }, (_, index) => index + 1);

/** The least yearly incomes a partner preference offers, in rupees (the server takes any whole number). */
export const INCOME_PREFERENCE_STEPS = [100000, 200000, 300000, 500000, 800000, 1000000, 1500000, 2000000, 3000000, 5000000] as const;
