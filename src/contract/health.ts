import { z } from 'zod';

/** A health check's answer while the process and its database are up. */
export const healthResponse = z.object({ status: z.literal('ok') });
