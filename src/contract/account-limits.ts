import { z } from 'zod';
import { ok } from './envelope.js';
import { LIMIT_KINDS } from './fraud.js';
import { userRecord } from './users.js';

/**
 * The limits meant for people rather than harvesters, as the administrators see them
 * (docs/decisions/0046-contact-cap-and-scraping.md).
 */

/** Different members whose contact details one member may see in a day in India (CONTACT_REVEALS_PER_DAY). */
export const CONTACT_REVEALS_PER_DAY_DEFAULT = 15;

/** The days looked back on for a flag: today in India and the six before it. */
export const FLAG_WINDOW_DAYS = 7;
/** An account that ran into the contact cap on this many days of the window is flagged. */
export const CONTACT_CAP_FLAG_DAYS = 3;
/** An account asked to wait this many times in the window (counted once per limit's window) is flagged. */
export const SCRAPING_FLAG_HITS = 3;

const limitDay = z.object({ day: z.string(), hits: z.number() });

/** One member's reveals and limit hits, for their page in the back office. */
export const accountLimitsResponse = ok(
  z.object({
    /** Either flag is up. */
    flagged: z.boolean(),
    contactReveals: z.object({
      /** Members whose contacts were shown to this one for the first time today, and over the window. */
      today: z.number(),
      week: z.number(),
      perDay: z.number(),
      flagged: z.boolean(),
      /** The days of the window the cap was reached, newest first. */
      capDays: z.array(limitDay),
    }),
    scraping: z.object({ flagged: z.boolean(), hits: z.array(limitDay) }),
  }),
);
export type AccountLimits = z.infer<typeof accountLimitsResponse>['data'];

export const accountLimitsParams = z.object({ id: z.string().max(64) });

/** The accounts flagged now, for the back office's home: how many of each kind, and the members themselves. */
export const flaggedAccountsResponse = ok(
  z.object({
    contactCap: z.number(),
    scraping: z.number(),
    items: z.array(z.object({ kinds: z.array(z.enum(LIMIT_KINDS)), user: userRecord })),
  }),
);
export type FlaggedAccounts = z.infer<typeof flaggedAccountsResponse>['data'];
