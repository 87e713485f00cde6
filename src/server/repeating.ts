/**
 * Runs `work` every `everyMs` until stopped (and at once too, with `now`), never twice at the same
 * time: a tick that comes while a run is under way is skipped. The timer never keeps the process
 * alive. Stopping waits for a run in progress, so the database is not closed under it. `work`
 * handles its own failures; one it lets through is handed to `failed`.
 */
export function repeatEvery(
  everyMs: number,
  work: () => Promise<unknown>,
  { now = false, failed }: { now?: boolean; failed: (error: unknown) => void },
): () => Promise<void> {
  let stopped = false;
  let running = false;
  let current: Promise<unknown> = Promise.resolve();
  const run = () => {
    if (stopped || running) return;
    running = true;
    current = work()
      .catch(failed)
      .finally(() => (running = false));
  };
  if (now) run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
