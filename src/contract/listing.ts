import { z } from 'zod';
import { ok } from './envelope.js';
import { NAME_SEARCH_MAX } from './limits.js';
import { userRecord } from './users.js';

/** "18-23": inclusive bounds, the smaller first; empty means no filter. */
export const rangeText = z
  .string()
  .trim()
  .max(30)
  .refine((value) => {
    if (value === '') return true;
    const match = /^(\d{1,10})-(\d{1,10})$/.exec(value);
    return match !== null && Number(match[1]) <= Number(match[2]);
  }, 'validation.range')
  .optional();

export function parseRange(value: string | undefined): { min: number; max: number } | undefined {
  if (!value) return undefined;
  const [min, max] = value.split('-').map(Number) as [number, number];
  return { min, max };
}

/**
 * SPEC's getProfile body. `gender` is accepted for compatibility and ignored: the server shows
 * the opposite gender of the viewer's own profile.
 */
export const profileListingBody = z.strictObject({
  fullName: z.string().trim().max(NAME_SEARCH_MAX, 'validation.tooLong').optional(),
  age: rangeText,
  income: rangeText,
  page: z.coerce.number({ error: 'validation.mustBeNumber' }).int().min(1).max(100_000).default(1),
  gender: z.string().max(20).optional(),
});
export type ProfileListingBody = z.input<typeof profileListingBody>;

export const profileListingResponse = ok(
  z.object({
    /** Rows in this page. */
    count: z.number(),
    hasMore: z.boolean(),
    page: z.number(),
    userData: z.array(userRecord),
  }),
);
export type ProfileListing = z.infer<typeof profileListingResponse>['data'];
