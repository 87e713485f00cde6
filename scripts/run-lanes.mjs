// `node scripts/run-lanes.mjs "typecheck format:check knip" "lint" "build budget"`: runs each argument's
// npm scripts one after another, and the lanes side by side. npm test's checks before Vitest do not
// depend on each other (but budget reads the build), and none keeps two cores busy for long: in a
// row they took 245 s on a two-core machine, in these three lanes 154 s (docs/decisions/0021).
// A lane's output is printed whole when it ends, so lanes do not interleave. It exits non-zero if
// any script failed, after all lanes have ended (every failure is reported, not only the first).
import { spawn } from 'node:child_process';

const lanes = process.argv.slice(2).map((lane) => lane.split(/\s+/).filter(Boolean));
if (lanes.length === 0 || lanes.some((lane) => lane.length === 0)) {
  console.error('usage: node scripts/run-lanes.mjs "script script…" "script…" …');
  process.exit(2);
}

/** @typedef {{ name: string, passed: boolean, output: string, seconds: number }} Result */

/**
 * Runs one npm script; answers whether it passed, with everything it wrote and how long it took.
 * @param {string} name
 * @returns {Promise<Result>}
 */
function runScript(name) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk));
    child.stderr.on('data', (/** @type {Buffer} */ chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) =>
      resolve({ name, passed: code === 0, output: Buffer.concat(output).toString(), seconds: (performance.now() - started) / 1000 }),
    );
  });
}

/**
 * A lane stops at its first failure: a later script may depend on an earlier one (budget on build).
 * @param {string[]} scripts
 */
async function runLane(scripts) {
  /** @type {Result[]} */
  const results = [];
  for (const name of scripts) {
    const result = await runScript(name);
    results.push(result);
    process.stdout.write(
      `\n== npm run ${name}: ${result.passed ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(1)} s\n${result.output}`,
    );
    if (!result.passed) break;
  }
  return results;
}

const started = performance.now();
const results = (await Promise.all(lanes.map(runLane))).flat();
const failed = results.filter((result) => !result.passed).map((result) => result.name);
const skipped = lanes.flat().filter((name) => !results.some((result) => result.name === name));
console.log(`\n== ${results.length} scripts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}${skipped.length > 0 ? `; not run after a failure: ${skipped.join(', ')}` : ''}`);
  process.exit(1);
}
