/**
 * Lets the browser run what waits (a tap, a paint) before the script goes on: a long start cut
 * into tasks a phone can answer between. `scheduler.yield` where the browser has it (it resumes
 * ahead of other scripts' tasks), a new task otherwise.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
