import type { ChildProcess } from 'node:child_process';

/**
 * Waits until a server process started by a test answers 200 on `/api/health/ready`; throws when
 * it exits first or `timeoutMs` passes. A first start on an empty embedded database creates and
 * migrates it: tens of seconds on a busy machine.
 */
export async function waitUntilReady(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await fetch(`${baseUrl}/api/health/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server at ${baseUrl} exited before it was ready`);
    if (Date.now() > deadline) throw new Error(`the server at ${baseUrl} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
