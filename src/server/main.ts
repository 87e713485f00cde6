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
  const starting = startServer(config);
  // Installed before the server listens: a stop that comes as soon as it answers (systemd's, a
  // deploy's) still shuts it down gracefully, rather than finding Node's default and killing it.
  closeWithGrace({ delay: SHUTDOWN_LIMIT_MS }, async ({ signal, err }) => {
    const running = await starting;
    if (err) running.app.log.error({ err }, 'uncaught error: shutting down');
    else running.app.log.info(`${signal ?? 'close'} received: shutting down`);
    await running.close();
  });
  const running = await starting;
  running.app.log.info(`Mali Vivah is ready on ${running.url} (database: ${running.database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    console.error('Could not start:', error);
  }
  process.exit(1);
});
