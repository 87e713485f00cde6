import sharp from 'sharp';
import { unavailable } from '../http/errors.js';

// One image is worked on by one libvips thread, and nothing is cached between uploads: image
// work must leave the rest of the thread pool to sign-ins (argon2) and file reads.
sharp.concurrency(1);
sharp.cache(false);

/** Images decoded at once. Uploads are rare next to sign-ins and listings; they can wait their turn. */
const RUNNING_MAX = 1;
/** Past this many waiting, an upload is turned away at once rather than held for minutes. */
const WAITING_MAX = 8;

let running = 0;
let peak = 0;
const waiting: (() => void)[] = [];

/**
 * Runs image work when a slot is free. A finished job hands its slot straight to the next one
 * waiting, so the count never goes over the cap; a full queue answers 503 with nothing stored.
 */
export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= RUNNING_MAX) {
    if (waiting.length >= WAITING_MAX) throw unavailable('IMAGE_BUSY');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  peak = Math.max(peak, running);
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** For tests and health checks: jobs running, waiting, and the most ever run at once. */
export function imageQueueState() {
  return { running, waiting: waiting.length, peak, runningMax: RUNNING_MAX, waitingMax: WAITING_MAX };
}
