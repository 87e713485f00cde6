import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentGraph } from './check-import-graph.mjs';

const server = mkdtempSync(join(tmpdir(), 'import-graph-'));
function file(path: string, text: string) {
  mkdirSync(dirname(join(server, path)), { recursive: true });
  writeFileSync(join(server, path), text);
}
file('app.ts', "import { a } from './alpha/service.js';\n");
file(
  'alpha/service.ts',
  "import { b } from '../beta/service.js';\nimport { row } from '../beta/repository.js';\nimport { user } from '../users/repository.js';\n",
);
file('beta/service.ts', "import type { A } from '../alpha/service.js';\nexport const b = 1;\n");
file('beta/repository.ts', 'export const row = 1;\n');
file('beta/beta.test.ts', "import { a } from '../alpha/repository.js';\n");
file('users/repository.ts', 'export const user = 1;\n');
// Round a circle of three: no two of them import each other.
file('gamma/service.ts', "import { d } from '../delta/service.js';\n");
file('delta/service.ts', "import { e } from '../epsilon/routes.js';\nexport const d = 1;\n");
file('epsilon/routes.ts', "import type { G } from '../gamma/service.js';\nexport const e = 1;\n");

afterAll(() => rmSync(server, { recursive: true, force: true }));

describe("the server's import graph", () => {
  const graph = currentGraph(server);

  it('finds two folders that import each other, and three round a circle, type imports included', () => {
    expect(graph.cycles).toEqual(['alpha <-> beta', 'delta <-> epsilon <-> gamma']);
  });

  it("finds a feature reading another's repository, not the member record's, and not in tests", () => {
    expect(graph.repositoryImports).toEqual(['alpha/service.ts -> beta/repository.ts']);
  });
});
