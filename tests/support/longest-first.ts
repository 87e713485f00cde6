import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each test file took in a whole run, by project (`npm run test:durations` writes
 * them from Vitest's record of the last run on this machine).
 */
const RECORDED = JSON.parse(readFileSync(new URL('./file-durations.json', import.meta.url), 'utf8')) as Record<string, number>;

/** A file with no recorded time runs first: it may be long, and a short one costs nothing there. */
const UNKNOWN = Number.MAX_SAFE_INTEGER;

/**
 * The longest files first, within each group and project as Vitest orders them: the run ends with
 * short files on every worker, not with one long file on one while the others wait. Vitest's own
 * order falls back to the file's size on a clean clone (no record of earlier runs), which put the two
 * every-screen walks, three lines each that run for about 50 s, at the very end.
 */
export default class LongestFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (file: TestSpecification): number => {
      const key = `${file.project.name}:${relative(root, file.moduleId)}`;
      const lastRun = this.ctx.cache.getFileTestResults(key)?.duration;
      return lastRun !== undefined ? lastRun / 1000 : (RECORDED[key] ?? UNKNOWN);
    };
    const order = (a: TestSpecification, b: TestSpecification) =>
      a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
      a.project.name.localeCompare(b.project.name) ||
      seconds(b) - seconds(a);
    return Promise.resolve([...files].sort(order));
  }
}
