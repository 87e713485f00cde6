import { loadConfig } from '../config.js';
import { BACKUP_USAGE, backupCommand } from './backup-commands.js';
import { runCli, type CliCommand } from './cli-run.js';

/** One consistent backup of the database and every stored file it names (README, Backups). */
export const backupCli: CliCommand = {
  usage: BACKUP_USAGE,
  failure: 'Could not back up',
  main: (argv, { env }) => backupCommand(argv, loadConfig(env)),
};

runCli(backupCli, import.meta.url);
