/**
 * What the browser reported as an error (console.error, an uncaught exception) during the test
 * that is running: the test fails (each-file.ts), unless the test allowed that error and said why.
 */
const browserErrors: string[] = [];
let allowed: { pattern: RegExp; reason: string }[] = [];

export function recordBrowserError(text: string): void {
  if (!allowed.some((allowance) => allowance.pattern.test(text))) browserErrors.push(text);
}

/** The errors recorded since the last take, and none kept. */
export function takeBrowserErrors(): string[] {
  return browserErrors.splice(0);
}

/** Lets errors matching `pattern` pass until the running test ends; `reason` says why they are expected. */
export function allowBrowserErrors(pattern: RegExp, reason: string): void {
  if (reason.trim() === '') throw new Error('Say why these browser errors are expected.');
  allowed.push({ pattern, reason });
}

/** At the end of each test: the allowances end with it, and what was recorded fails it. */
export function endOfTest(): void {
  allowed = [];
  const errors = takeBrowserErrors();
  if (errors.length > 0) throw new Error(`The browser reported errors during this test:\n${errors.join('\n')}`);
}
