import { z } from 'zod';

export const UPLOAD_TYPES = ['profilePhoto', 'document'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** Accepted by the pickers; the server decides by the bytes, not by these. */
export const PHOTO_ACCEPT = 'image/png,image/jpeg,image/gif';
export const DOCUMENT_ACCEPT = 'image/png,image/jpeg,application/pdf';

export const uploadResponse = z.object({
  success: z.literal(true),
  response_data: z.object({ url: z.string(), thumbnail: z.string().optional() }),
});
export type UploadResponse = z.infer<typeof uploadResponse>;
