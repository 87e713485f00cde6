import { loadConfig } from '../config.js';
import { BACKUP_USAGE, backupCommand } from './backup-commands.js';
import { runCli } from './cli-run.js';

/** One consistent backup of the database and every stored file it names (README, Backups). */
runCli(BACKUP_USAGE, 'Could not back up', async () => backupCommand(process.argv.slice(2), loadConfig()));
