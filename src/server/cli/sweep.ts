import { configuredMailer } from '../mail/mailer.js';
import { createLogger } from '../http/log.js';
import { fileStoreFor } from '../storage/file-store-for.js';
import { runSweep } from '../sweep/sweep.js';
import { readOptions, runCli, type CliCommand } from './cli-run.js';
import { withCliDatabase } from './cli-database.js';

const USAGE = 'Usage: npm run sweep';

/** Runs the sweep once, for deployments that prefer cron to the server's hourly timer. */
export const sweepCommand: CliCommand = {
  usage: USAGE,
  failure: 'Could not sweep',
  async main(argv, { env }) {
    readOptions(argv, {});
    return withCliDatabase('sweep', env, async (database, config) => {
      const log = createLogger('warn');
      const mailer = configuredMailer(config, log);
      try {
        const result = await runSweep({ db: database.db, files: fileStoreFor(config, log), log, mailer, config });
        if (!result.ran) return 'Another process is sweeping; nothing done.';
        return Object.entries(result.removed)
          .map(([task, count]) => `${task}: ${count}`)
          .join('\n');
      } finally {
        await mailer.close();
      }
    });
  },
};

runCli(sweepCommand, import.meta.url);
