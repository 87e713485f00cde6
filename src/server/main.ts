import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.js';
import { DataDirBusyError } from './db/data-dir-lock.js';
import { startServer } from './start.js';

/** How long shutdown may take: a request that hangs cannot keep the process alive past this. */
const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * Boots the product. On SIGTERM or SIGINT (or an uncaught error) readiness answers 503, the server
 * stops taking connections, finishes requests in flight and closes the database; a shutdown that
 * takes longer than SHUTDOWN_LIMIT_MS ends the process anyway, with exit code 1.
 */
async function main() {
  const config = loadConfig();
  const running = await startServer(config);
  running.app.log.info(`Mali Vivah is ready on ${running.url} (database: ${running.database.kind})`);
  closeWithGrace({ delay: SHUTDOWN_LIMIT_MS, logger: running.app.log }, async ({ signal, err }) => {
    if (err) running.app.log.error({ err }, 'uncaught error: shutting down');
    else running.app.log.info(`${signal ?? 'close'} received: shutting down`);
    await running.close();
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    console.error('Could not start:', error);
  }
  process.exit(1);
});
