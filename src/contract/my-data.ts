import { z } from 'zod';
import { ok } from './envelope.js';

/** A registration or a sign-in, as kept for ACCESS_LOG_RETENTION_DAYS. */
const accessRecord = z.object({
  kind: z.enum(['REGISTER', 'SIGN_IN']),
  at: z.string(),
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/** A session that is still open: a device the member is signed in on. */
const openSession = z.object({
  id: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session making this call. */
  current: z.boolean(),
});

/** "Your data and sign-ins": recent sign-ins, open sessions, and how long the records are kept. */
export const signInsResponse = ok(
  z.object({
    signIns: z.array(accessRecord),
    sessions: z.array(openSession),
    retentionDays: z.number(),
  }),
);

export const signOutOthersResponse = ok(z.object({ signedOut: z.number(), message: z.string() }));

/** "Download my data": the zip's bytes, which no JSON schema describes. */
export const myDataZip = z.any().describe('A zip file');
