import { ConfigError, loadConfig } from '../config.js';
import { localUploadsDir } from '../storage/file-store-for.js';
import { migrateUploads } from '../storage/migrate-uploads.js';
import { s3ClientFor } from '../storage/s3-client.js';
import { s3FileStore } from '../storage/s3-file-store.js';
import { readOptions, runCli, type CliCommand } from './cli-run.js';

const USAGE = 'Usage: npm run storage:migrate [-- --delete-local]';

/**
 * Copies DATA_DIR/uploads into the bucket STORAGE_URL names, and says what it did. Safe to stop
 * (Ctrl-C finishes the files under way) and to run again: what is there already is skipped. Local
 * copies stay unless --delete-local is given, and then each goes only once its copy is confirmed.
 */
export const storageMigrateCommand: CliCommand = {
  usage: USAGE,
  failure: 'Could not copy the uploads',
  async main(argv, { env, print }) {
    const deleteLocal = readOptions(argv, { 'delete-local': { type: 'boolean' } })['delete-local'] === true;
    const config = loadConfig(env);
    const target = s3ClientFor(config);
    if (!target) throw new ConfigError('STORAGE_URL must name the bucket to copy the uploads into: s3://bucket/prefix');

    // The store's own answer (a wrong key, a missing bucket), for the line that says why the run stopped.
    let cause: string | undefined;
    const files = s3FileStore(target, {
      warn: (details) => {
        const { fault, code } = details as { fault?: string; code?: string };
        cause ??= code ?? fault;
      },
    });
    const stop = new AbortController();
    process.once('SIGINT', () => stop.abort());
    const report = await migrateUploads(localUploadsDir(config), files, { deleteLocal, signal: stop.signal });

    const lines = [
      `copied to s3://${target.bucket}/${target.prefix}: ${report.copied}`,
      `already there at the same size: ${report.alreadyThere}`,
      deleteLocal
        ? `local copies removed: ${report.removedLocal}`
        : 'local copies removed: 0 (all kept; --delete-local removes each once its copy is confirmed)',
    ];
    if (report.leftAlone > 0) lines.push(`not uploads, left alone: ${report.leftAlone}`);
    for (const key of report.unverified) lines.push(`not confirmed in the bucket, kept here: ${key}`);
    print(lines.join('\n'));
    if (report.stoppedBy !== undefined) {
      throw new Error(`stopped before the end (${report.stoppedBy}${cause ? `; the store said ${cause}` : ''}); run it again to go on`);
    }
    if (report.unverified.length > 0) throw new Error(`${report.unverified.length} copies not confirmed; run it again`);
  },
};

runCli(storageMigrateCommand, import.meta.url);
