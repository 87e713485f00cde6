import sharp from 'sharp';
import { unavailable } from '../http/errors.js';
import { workSlots } from '../work-slots.js';

// One image is worked on by one libvips thread, and nothing is cached between uploads: image
// work must leave the rest of the thread pool to sign-ins (argon2) and file reads.
sharp.concurrency(1);
sharp.cache(false);

/** Images decoded at once. Uploads are rare next to sign-ins and listings; they can wait their turn. */
const RUNNING_MAX = 1;
/** Past this many waiting, an upload is turned away at once rather than held for minutes. */
const WAITING_MAX = 8;

const slots = workSlots(RUNNING_MAX);

/** Runs image work when a slot is free; a full queue answers 503 with nothing stored. */
export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  const { running, waiting } = slots.state();
  if (running >= RUNNING_MAX && waiting >= WAITING_MAX) throw unavailable('IMAGE_BUSY');
  return slots.run(work);
}

/** For tests and health checks: jobs running, waiting, and the most ever run at once. */
export function imageQueueState() {
  return { ...slots.state(), runningMax: RUNNING_MAX, waitingMax: WAITING_MAX };
}
