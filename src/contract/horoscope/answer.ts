import { z } from 'zod';
import { DOSHA_CANCELLATIONS, KOOTAS } from './names.js';

/**
 * Guna milan between the viewer and a profile, as the details page receives it: each koota's
 * points, the total, and each dosha with the rule that cancels it, if one does (never folded into
 * the points). `viewerSide` says whether the viewer is the groom's side or the bride's.
 */
export const gunaMilanAnswer = z.object({
  viewerSide: z.enum(['groom', 'bride']),
  kootas: z.array(z.object({ koota: z.enum(KOOTAS), points: z.number(), max: z.number() })),
  total: z.number(),
  max: z.literal(36),
  doshas: z.array(z.object({ dosha: z.enum(['nadi', 'bhakoot', 'manglik']), cancelledBy: z.enum(DOSHA_CANCELLATIONS).optional() })),
});
export type GunaMilanAnswer = z.infer<typeof gunaMilanAnswer>;
