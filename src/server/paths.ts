import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root, which the server's files (migrations, fonts, locale texts, the web build)
 * are found from. This module is two folders down from it both in the sources (src/server) and in
 * the server's build (dist/server/main.mjs, one file with every module in it), so a path written
 * from here holds in both, where one relative to each module's own place would not.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A path inside the checkout, from its root. */
export function fromRoot(...parts: string[]): string {
  return join(ROOT, ...parts);
}
