import { loadConfig } from '../config.js';
import { RESTORE_USAGE, restoreCommand } from './backup-commands.js';
import { runCli, type CliCommand } from './cli-run.js';

/** Restores a backup into an empty DATA_DIR or database, after checking every part of it (README, Backups). */
export const restoreCli: CliCommand = {
  usage: RESTORE_USAGE,
  failure: 'Could not restore',
  main: (argv, { env }) => restoreCommand(argv, loadConfig(env)),
};

runCli(restoreCli, import.meta.url);
