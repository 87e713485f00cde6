import { describe, expect, it } from 'vitest';
import { profileListingBody } from '../listing.js';
import { GUNA_CUSTOMARY_MIN, GUNA_THRESHOLDS } from './ranges.js';

describe('the guna milan filter', () => {
  it('offers every whole number the listing accepts but 0, which "any" stands for', () => {
    const accepted = Array.from({ length: 40 }, (_, n) => n - 1).filter((n) => profileListingBody.safeParse({ gunaMin: n }).success);
    expect(accepted[0]).toBe(0);
    expect(GUNA_THRESHOLDS).toEqual(accepted.slice(1));
    expect(GUNA_THRESHOLDS).toContain(GUNA_CUSTOMARY_MIN);
    expect(profileListingBody.safeParse({ gunaMin: 12.5 }).success).toBe(false);
  });
});
