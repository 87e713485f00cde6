import { z } from 'zod';

/** A stored file's name in its folder, as the API hands out its address. */
export const fileNameParams = z.object({ name: z.string() });

/**
 * A private photo's address carries `access`, signed for that file and that viewer. SPEC's
 * `token` says who asks, as a bearer header or the cookie does: the owner and administrators get
 * the photo as uploaded, everyone else its marked copy (docs/decisions/0047-scam-warnings-and-marked-photos.md).
 */
export const photoAccessQuery = z.object({ access: z.string().max(2000).optional(), token: z.string().max(200).optional() });

/** SPEC's clients send their token as `?token=`; the web app sends its cookie instead. */
export const documentTokenQuery = z.object({ token: z.string().optional() });
