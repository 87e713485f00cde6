import type { FastifyBaseLogger } from 'fastify';
import { deleteAccessBefore } from '../access/service.js';
import { deleteLeftoverHeldFiles } from '../backup/take-backup.js';
import { publicUrl, type Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { sendRenewalReminders } from '../payments/renewal-reminders.js';
import { subscriptionTerms } from '../payments/subscription.js';
import { deleteStaleFailures } from '../credentials/sign-in-failures.js';
import { deleteSpentResets } from '../password-reset/service.js';
import { deleteReturnCodesEndedBefore } from '../payments/return-codes.js';
import { deleteSessionsEndedBefore } from '../sessions/service.js';
import type { FileStore } from '../storage/file-store.js';
import { blurMissingPhotos } from '../uploads/blurred-copies.js';
import { markMissingPhotos } from '../uploads/marked-copies.js';
import { forgetReviewedDocuments } from '../moderation/identity.js';
import { removeAbandonedUploads } from '../uploads/service.js';
import { deleteUser } from '../accounts/delete-user.js';
import { deleteSpentCodes, unverifiedRegistrations } from '../verification/service.js';
import { forgetOldVisits } from '../visits/service.js';
import { finishDueChecks } from '../duplicates/service.js';
import { sendSearchAlerts } from '../saved-searches/alerts.js';
import { HOUR_MS, DAY_MS } from '../../contract/dates.js';

interface SweepContext {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
  mailer: Mailer;
  config: Config;
  now: Date;
}

/** One kind of record that outlives its use, or of mail that falls due; answers how many it handled. */
export interface SweepTask {
  name: string;
  run(context: SweepContext): Promise<number>;
}

/** Enough per run to keep up; a backlog clears over a few runs instead of one long statement. */
const UPLOAD_BATCH = 500;
/** Image work waits its turn behind members' uploads: a few dozen a run keeps that wait short. */
const BLUR_BATCH = 50;
const UNVERIFIED_BATCH = 200;
const DOCUMENT_BATCH = 200;
const VISIT_BATCH = 5000;
/** A check hashes a photo: a few hundred a run, in the image queue's turn. */
const DUPLICATE_CHECK_BATCH = 200;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * What the sweep removes, in order; a new kind of leftover adds an entry here.
 */
export const SWEEP_TASKS: SweepTask[] = [
  {
    // A member who uploads and never saves the profile leaves files nobody can see.
    name: 'abandoned uploads',
    run: ({ db, files, log, now }) => removeAbandonedUploads(db, files, log, ago(now, HOUR_MS), UPLOAD_BATCH),
  },
  {
    // Photos saved before blurred copies were made get theirs, for members who keep their photo private.
    name: 'photos without a blurred copy',
    run: ({ db, files, log }) => blurMissingPhotos(db, files, log, { limit: BLUR_BATCH }),
  },
  {
    // Photos saved before marked copies were made get theirs, so other members are never shown the
    // photo unmarked (the serving route would make them on the first view otherwise).
    name: 'photos without a marked copy',
    run: ({ db, files, log }) => markMissingPhotos(db, files, log, { limit: BLUR_BATCH }),
  },
  {
    // Once an administrator verified or rejected an identity document, its file goes after the
    // retention period (0: at this sweep). A document has no thumbnail and no other copy.
    name: 'reviewed identity documents',
    run: ({ db, files, log, now, config }) =>
      forgetReviewedDocuments(db, files, log, ago(now, config.ID_DOCUMENT_RETENTION_DAYS * DAY_MS), DOCUMENT_BATCH),
  },
  {
    // A day's grace keeps a just-ended session explainable in support questions, then it goes.
    name: 'ended sessions',
    run: ({ db, now }) => deleteSessionsEndedBefore(db, ago(now, DAY_MS)),
  },
  {
    // Kept a day, so the per-account caps (codes an hour, wrong codes a day) still see them.
    name: 'spent reset codes',
    run: ({ db, now }) => deleteSpentResets(db, ago(now, DAY_MS), now),
  },
  {
    name: 'spent payment return codes',
    run: ({ db, now }) => deleteReturnCodesEndedBefore(db, ago(now, DAY_MS)),
  },
  {
    // Kept a day, so the per-member caps (codes a day, wrong codes a day) still see them.
    name: 'spent verification codes',
    run: ({ db, now }) => deleteSpentCodes(db, ago(now, DAY_MS), now),
  },
  {
    // Someone registered with an address they could not prove: the account goes with its
    // files, and the number and address are free for their real owner.
    name: 'unverified registrations',
    async run({ db, files, log, config, now }) {
      const doomed = await unverifiedRegistrations(db, ago(now, config.UNVERIFIED_ACCOUNT_DAYS * DAY_MS), UNVERIFIED_BATCH);
      let removed = 0;
      for (const userId of doomed) if (await deleteUser(db, files, userId, log)) removed += 1;
      return removed;
    },
  },
  {
    // A backup holds back the deletion of files while it copies them and deletes them at its
    // end; one that stopped before then leaves them to this.
    name: 'files held by a stopped backup',
    run: ({ db, files, log }) => deleteLeftoverHeldFiles({ db, files, log }),
  },
  {
    name: 'old sign-in failures',
    // Kept while a back-off runs, and a day, so the count of failures means what it says.
    run: ({ db, now }) => deleteStaleFailures(db, ago(now, DAY_MS), now),
  },
  {
    // Hourly, so a reminder goes within the hour a subscription enters its last days.
    name: 'renewal reminders',
    run: ({ db, mailer, log, config, now }) =>
      sendRenewalReminders({ db, mailer, log, siteUrl: publicUrl(config) }, subscriptionTerms(config, now), `${publicUrl(config)}/renew`),
  },
  {
    // Registrations and sign-ins (time, address, browser) are kept ACCESS_LOG_RETENTION_DAYS, then
    // go (docs/decisions/0017-law-and-safety.md).
    name: 'old sign-in records',
    async run({ db, config, now }) {
      return deleteAccessBefore(db, ago(now, config.ACCESS_LOG_RETENTION_DAYS * DAY_MS));
    },
  },
  {
    // A profile changed and its duplicate check queued in a process that stopped before running
    // it: due for over a minute, so the sweep does not race a queue still working.
    name: 'duplicate checks left due',
    run: ({ db, files, log, now }) => finishDueChecks({ db, files, log }, ago(now, 60_000), DUPLICATE_CHECK_BATCH),
  },
  {
    // Visits are kept 30 days (contract/visits.ts), then go.
    name: 'old profile visits',
    run: ({ db, now }) => forgetOldVisits(db, now, VISIT_BATCH),
  },
  {
    // Hourly, so each saved search's alert goes within the hour its day or week comes round
    // (docs/decisions/0040-saved-searches.md).
    name: 'saved search alerts',
    run: ({ db, mailer, log, config }) => sendSearchAlerts({ db, mailer, log, siteUrl: publicUrl(config) }, config),
  },
];
