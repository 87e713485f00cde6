/**
 * The API's addresses whose answer is fixed while the server runs: GET endpoints marked `fixed` in
 * the contract, recorded as their routes are declared (route.ts). The contract's paths are
 * constants, so they are the same for every app this process builds.
 */
const fixedPaths = new Set<string>();

export function recordFixedAnswer(path: string): void {
  fixedPaths.add(path);
}

/** Whether a GET of `url` (path and query) answers the same to everyone while the server runs. */
export function isFixedAnswer(url: string): boolean {
  return fixedPaths.has(url);
}
