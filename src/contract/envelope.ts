import { z } from 'zod';

/** Every answer is `{ success, data }`; failures carry `data.message` and, for bad input, the issues. */
export const failure = z.object({
  success: z.literal(false),
  data: z.object({
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type Failure = z.infer<typeof failure>;

export const ok = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

export const messageOnly = ok(z.object({ message: z.string() }));
