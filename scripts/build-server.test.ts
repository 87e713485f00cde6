import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Two folders below the root, as the server's own build stands; apart from it, so the systemd
// unit's test may build dist/server at the same time.
const FOLDER = '.tmp/server-build-check';

describe("the server's build", () => {
  afterAll(() => rmSync(join(ROOT, FOLDER), { recursive: true, force: true }));

  it('imports the S3 SDK the first time a bucket is used, not when the server starts', async () => {
    await buildServer('src/server/main.ts', `${FOLDER}/main.mjs`);
    const code = readFileSync(join(ROOT, FOLDER, 'main.mjs'), 'utf8');
    // Packages stay imports of their own (build-server.mjs): those at the top load with the server.
    expect(code).toMatch(/^import Fastify\b.* from "fastify";$/m);
    expect(code).not.toMatch(/^import [^;]*"@aws-sdk\//m);
    // storage/s3-client.ts `s3Sdk`, and the backups' uploads in parts (backup/s3-store.ts).
    expect(code).toContain('import("@aws-sdk/client-s3")');
    expect(code).toContain('import("@aws-sdk/lib-storage")');
  });
});
