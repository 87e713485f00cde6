import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage } from '../../src/server/db/client.js';

/**
 * The projects that start from the image (the server's tests on PGlite, the browser tests) share
 * one per run: Vitest loads this file once for each of them, in its own main process, so the image
 * and how many projects still use it live on globalThis.
 */
const shared = globalThis as typeof globalThis & { pgliteImage?: { path: Promise<string>; users: number } };

/** Migrates one embedded database for the run; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  shared.pgliteImage ??= {
    users: 0,
    path: (async () => {
      const dir = mkdtempSync(join(tmpdir(), 'mv-pglite-image-'));
      const path = join(dir, 'migrated.tar');
      writeFileSync(path, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
      return path;
    })(),
  };
  const image = shared.pgliteImage;
  image.users += 1;
  const path = await image.path;
  project.provide('pgliteImage', path);
  return () => {
    image.users -= 1;
    if (image.users > 0) return;
    rmSync(join(path, '..'), { recursive: true, force: true });
    delete shared.pgliteImage;
  };
}
