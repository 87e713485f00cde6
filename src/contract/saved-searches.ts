import { z } from 'zod';
import { ok } from './envelope.js';
import { requiredText } from './fields.js';
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from './limits.js';
import { profileListingBody } from './listing.js';

/**
 * The listing's filters as a saved search keeps them: checked by the listing's own body (an
 * unknown key, a reversed or out-of-range age or income, a guna milan outside 0–36 is a 400), then
 * only the filters are kept: `page`, `cursor` and `gender` say where a page starts or are ignored
 * by the listing, and an empty filter is no filter.
 */
export const savedSearchFilters = profileListingBody.transform(({ fullName, age, income, verifiedOnly, gunaMin }) => ({
  ...(fullName ? { fullName } : {}),
  ...(age ? { age } : {}),
  ...(income ? { income } : {}),
  ...(verifiedOnly ? { verifiedOnly: true as const } : {}),
  ...(gunaMin ? { gunaMin } : {}),
}));

/** The filters as they are kept and answered. */
const storedFilters = z.object({
  fullName: z.string().optional(),
  age: z.string().optional(),
  income: z.string().optional(),
  verifiedOnly: z.literal(true).optional(),
  gunaMin: z.number().optional(),
});
export type SavedSearchFilters = z.infer<typeof storedFilters>;

const frequency = z.enum(ALERT_FREQUENCIES, { error: 'validation.choice' });
const name = requiredText(SAVED_SEARCH_NAME_MAX);

/** Saves the listing's filters under a name; `frequency` is `none` unless chosen. */
export const saveSearchBody = z.strictObject({
  name,
  filters: savedSearchFilters.optional(),
  frequency: frequency.default('none'),
});
export type SaveSearchBody = z.input<typeof saveSearchBody>;
export type NewSavedSearch = z.output<typeof saveSearchBody>;

/** A new name, a new frequency, or both. */
export const updateSavedSearchBody = z
  .strictObject({ name: name.optional(), frequency: frequency.optional() })
  .refine((body) => body.name !== undefined || body.frequency !== undefined, 'validation.required');
export type UpdateSavedSearchBody = z.output<typeof updateSavedSearchBody>;

export const savedSearchParams = z.strictObject({ id: z.uuid({ error: 'validation.choice' }) });

const savedSearch = z.object({
  id: z.string(),
  name: z.string(),
  filters: storedFilters,
  frequency,
  createdAt: z.string(),
  /** The last alert mail sent for this search; null before the first. */
  lastMailedAt: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof savedSearch>;

export const savedSearchResponse = ok(savedSearch);
/** The member's saved searches, oldest first, and how many may be kept. */
export const savedSearchListResponse = ok(z.object({ items: z.array(savedSearch), max: z.number() }));
export type SavedSearchList = z.infer<typeof savedSearchListResponse>['data'];
export const savedSearchRemoved = ok(z.object({ id: z.string(), message: z.string() }));
