import { z } from 'zod';
import { ok } from './envelope.js';
import { LANGUAGES } from './limits.js';

/** The invocation lines a member may put at the top of the biodata (texts in biodata.json). */
export const BIODATA_INVOCATIONS = ['ganesha', 'vitthal', 'khandoba'] as const;
export type BiodataInvocation = (typeof BIODATA_INVOCATIONS)[number];

/** How long a share link lasts. */
export const BIODATA_LINK_DAYS = [7, 30, 90] as const;
/** Live links a member may hold at once: enough for every family they talk to, not a broadcast. */
export const BIODATA_LINKS_MAX = 20;

const language = z.enum(LANGUAGES, { error: 'validation.choice' });
const invocation = z.enum(BIODATA_INVOCATIONS, { error: 'validation.choice' });

/**
 * How a biodata is drawn: the language, and the invocation line or none. Not strict: SPEC's
 * `?token=` may come with it.
 */
export const biodataQuery = z.object({
  language: language.optional(),
  invocation: z.union([invocation, z.literal('')]).optional(),
});

export const biodataRow = z.object({ key: z.string(), label: z.string(), value: z.string() });
export const biodataSection = z.object({ id: z.string(), title: z.string(), rows: z.array(biodataRow) });

/**
 * A biodata as words, in one language: what the printable page shows and the PDF draws, made once
 * on the server (biodata/build.ts), so the two cannot differ.
 */
export const biodataDocument = z.object({
  language,
  invocation: z.string().optional(),
  title: z.string(),
  name: z.string(),
  /** The photo's address, when the reader may see it. */
  photo: z.string().optional(),
  sections: z.array(biodataSection),
  footer: z.string(),
});
export type BiodataDocumentAnswer = z.infer<typeof biodataDocument>;
export const biodataResponse = ok(biodataDocument);

export const biodataLinkBody = z.strictObject({
  language,
  invocation: invocation.optional(),
  days: z.union(BIODATA_LINK_DAYS.map((days) => z.literal(days)) as unknown as [z.ZodLiteral<7>, z.ZodLiteral<30>, z.ZodLiteral<90>], {
    error: 'validation.choice',
  }),
  showContacts: z.boolean({ error: 'validation.choice' }).default(false),
  showAddress: z.boolean({ error: 'validation.choice' }).default(false),
});
export type BiodataLinkBody = z.input<typeof biodataLinkBody>;

export const biodataLink = z.object({
  id: z.string(),
  language,
  invocation: invocation.nullable(),
  showContacts: z.boolean(),
  showAddress: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  opens: z.number(),
});
export type BiodataLink = z.infer<typeof biodataLink>;

/** A new link: its address is shown this once (only its hash is kept). */
export const biodataLinkCreated = ok(biodataLink.extend({ url: z.string() }));
export const biodataLinksResponse = ok(z.array(biodataLink));
export const biodataLinkRevoked = ok(biodataLink);

export const biodataLinkParams = z.strictObject({ id: z.uuid({ error: 'validation.choice' }) });
/** A share link's token; any other text is a link that does not exist (404), not a bad request. */
export const biodataTokenParams = z.strictObject({ token: z.string().max(200) });
export const profileBiodataParams = z.strictObject({ id: z.string().max(100) });
