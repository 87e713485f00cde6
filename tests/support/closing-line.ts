import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * The run's last line, in the plain form any CI reads whatever the runner ("1949 passed, 0 failed",
 * then ", 2 skipped" if some were): Vitest's own summary is coloured and spread over two lines. A
 * file that failed to load, or an error outside any test, counts as a failure; a run that executed
 * no test says "0 passed", so it cannot pass for a green one.
 */
export default class ClosingLine implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const counts = { passed: 0, failed: unhandledErrors.length, skipped: 0, pending: 0 };
    for (const testModule of testModules) {
      if (testModule.errors().length > 0) counts.failed += 1;
      for (const test of testModule.children.allTests()) counts[test.result().state] += 1;
    }
    const skipped = counts.skipped + counts.pending;
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}\n`);
  }
}
