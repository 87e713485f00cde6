import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage } from '../../src/server/db/client.js';

/** Migrates one embedded database for the run; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'mv-pglite-image-'));
  const path = join(dir, 'migrated.tar');
  writeFileSync(path, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide('pgliteImage', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
