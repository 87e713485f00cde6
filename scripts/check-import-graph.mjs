// The server's folders import one way (docs/architecture.md): no two folders import each other,
// and no feature reads another's tables through its repository.ts (`users`, the member record,
// is the one shared). What the code still does against that is listed in
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
 * The folder right under src/server; undefined for its own files (app.ts, the composition root).
 * @param {string} server @param {string} path @returns {string | undefined}
 */
function folderOf(server, path) {
  const parts = relative(server, path).split(sep);
  return parts.length > 1 ? parts[0] : undefined;
}

/**
 * The graph as it stands: the folder pairs that import each other, the other folders' repositories imported.
 * @returns {{ twoWay: string[], repositoryImports: string[] }}
 */
export function currentGraph(server = SERVER) {
  /** @type {Set<string>} */
  const edges = new Set();
  /** @type {Set<string>} */
  const repositoryImports = new Set();
  for (const file of sourceFiles(server)) {
    const from = folderOf(server, file);
    if (!from) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)'/gms)) {
      const target = resolve(dirname(file), match[1] ?? '').replace(/\.js$/, '.ts');
      if (!target.startsWith(server + sep)) continue;
      const to = folderOf(server, target);
      if (!to || to === from) continue;
      edges.add(`${from} -> ${to}`);
      if (target.endsWith(`${sep}repository.ts`) && !CORE.has(to)) {
        repositoryImports.add(`${relative(server, file).split(sep).join('/')} -> ${to}/repository.ts`);
      }
    }
  }
  const twoWay = [...edges]
    .map((edge) => /** @type {[string, string]} */ (edge.split(' -> ')))
    .filter(([a, b]) => a < b && edges.has(`${b} -> ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`);
  return { twoWay: twoWay.sort(), repositoryImports: [...repositoryImports].sort() };
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
  const debts = /** @type {{ twoWay: string[], repositoryImports: string[] }} */ (read);
  const now = currentGraph();
  const problems = [
    ...compare('two-way folder pairs', now.twoWay, debts.twoWay),
    ...compare("imports of another feature's repository", now.repositoryImports, debts.repositoryImports),
  ];
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(
    `import graph: ${now.twoWay.length} two-way pairs and ${now.repositoryImports.length} cross-feature repository imports, as listed`,
  );
}
