import { z } from 'zod';
import { ok } from './envelope.js';
import { PROFILE_PAGE_SIZE } from './limits.js';
import { mutualMatch } from './match-score.js';

/** Profiles one call scores at most: the cards of a few listing pages. */
const MATCH_SCORE_IDS_MAX = 5 * PROFILE_PAGE_SIZE;

/** The profiles to score, as the listing named them. */
export const matchScoresBody = z.strictObject({
  ids: z
    .array(z.string({ error: 'validation.choice' }).max(64, 'validation.choice'), { error: 'validation.choice' })
    .min(1, 'validation.choice')
    .max(MATCH_SCORE_IDS_MAX, 'validation.tooLong'),
});

/**
 * The mutual match of the viewer with each profile asked for that the listing would show them,
 * in the order asked; a profile the viewer may not see is left out, as if it did not exist.
 */
export const matchScoresResponse = ok(z.object({ scores: z.array(z.object({ id: z.string(), match: mutualMatch })) }));
export type MatchScores = z.infer<typeof matchScoresResponse>['data'];
