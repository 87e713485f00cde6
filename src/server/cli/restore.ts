import { loadConfig } from '../config.js';
import { RESTORE_USAGE, restoreCommand } from './backup-commands.js';
import { runCli } from './cli-run.js';

/** Restores a backup into an empty DATA_DIR or database, after checking every part of it (README, Backups). */
runCli(RESTORE_USAGE, 'Could not restore', async () => restoreCommand(process.argv.slice(2), loadConfig()));
