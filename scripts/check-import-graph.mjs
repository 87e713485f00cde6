// The server's folders import one way (docs/architecture.md): no folders import each other (two
// directly, or more round a circle), and no feature reads another's tables through its
// repository.ts (`users`, the member record, is the one shared). What the code still does against that is listed in
// import-graph-debts.json; this check fails on anything new, and on a listed debt that is gone,
// so the list only shrinks. `npm run lint` runs it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'src/server');
const DEBTS = join(ROOT, 'scripts/import-graph-debts.json');
/** The member record: every feature may read it. */
const CORE = new Set(['users']);

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Where a file stands in the graph: the folder right under src/server, or the file itself for the
 * files at its top (app.ts, the composition root; deps.ts; config.ts).
 * @param {string} server @param {string} path @returns {string}
 */
function nodeOf(server, path) {
  return relative(server, path).split(sep)[0] ?? path;
}

/**
 * The sets of nodes that reach each other through their imports (Tarjan's strongly connected
 * components), each named by its members in order, joined by " <-> ": two folders that import
 * each other, or three or more that import each other round a circle.
 * @param {Map<string, Set<string>>} edges @returns {string[]}
 */
function cyclesOf(edges) {
  let next = 0;
  /** @type {Map<string, { index: number, low: number }>} */
  const seen = new Map();
  /** @type {string[]} */
  const stack = [];
  /** @type {string[]} */
  const cycles = [];
  /** @param {string} node */
  const visit = (node) => {
    const mark = { index: next, low: next };
    next += 1;
    seen.set(node, mark);
    stack.push(node);
    for (const to of edges.get(node) ?? []) {
      const other = seen.get(to);
      if (!other) {
        visit(to);
        mark.low = Math.min(mark.low, /** @type {{ low: number }} */ (seen.get(to)).low);
      } else if (stack.includes(to)) {
        mark.low = Math.min(mark.low, other.index);
      }
    }
    if (mark.low !== mark.index) return;
    const members = stack.splice(stack.indexOf(node));
    if (members.length > 1) cycles.push(members.sort().join(' <-> '));
  };
  for (const node of edges.keys()) if (!seen.has(node)) visit(node);
  return cycles.sort();
}

/**
 * The graph as it stands: the folders that import each other (directly or round a circle), the
 * other folders' repositories imported.
 * @returns {{ cycles: string[], repositoryImports: string[] }}
 */
export function currentGraph(server = SERVER) {
  /** @type {Map<string, Set<string>>} */
  const edges = new Map();
  /** @type {Set<string>} */
  const repositoryImports = new Set();
  for (const file of sourceFiles(server)) {
    const from = nodeOf(server, file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)'/gms)) {
      const target = resolve(dirname(file), match[1] ?? '').replace(/\.js$/, '.ts');
      if (!target.startsWith(server + sep)) continue;
      const to = nodeOf(server, target);
      if (to === from) continue;
      const targets = edges.get(from) ?? new Set();
      edges.set(from, targets.add(to));
      if (target.endsWith(`${sep}repository.ts`) && !CORE.has(to) && !from.endsWith('.ts')) {
        repositoryImports.add(`${relative(server, file).split(sep).join('/')} -> ${to}/repository.ts`);
      }
    }
  }
  return { cycles: cyclesOf(edges), repositoryImports: [...repositoryImports].sort() };
}

/** @param {string} name @param {string[]} now @param {string[]} listed */
function compare(name, now, listed) {
  const added = now.filter((item) => !listed.includes(item));
  const gone = listed.filter((item) => !now.includes(item));
  const problems = [];
  if (added.length > 0) problems.push(`New ${name} (import through the other folder's service.ts, or an event):\n  ${added.join('\n  ')}`);
  if (gone.length > 0) problems.push(`Paid off, take them out of scripts/import-graph-debts.json (${name}):\n  ${gone.join('\n  ')}`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const read = /** @type {unknown} */ (JSON.parse(readFileSync(DEBTS, 'utf8')));
  const debts = /** @type {{ cycles: string[], repositoryImports: string[] }} */ (read);
  const now = currentGraph();
  const problems = [
    ...compare('folders that import each other', now.cycles, debts.cycles),
    ...compare("imports of another feature's repository", now.repositoryImports, debts.repositoryImports),
  ];
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(
    `import graph: ${now.cycles.length} folders importing each other and ${now.repositoryImports.length} cross-feature repository imports, as listed`,
  );
}
