import { ConfigError, loadConfig } from './config.js';
import { DataDirBusyError } from './db/data-dir-lock.js';
import { startServer } from './start.js';

/** Boots the product; on SIGTERM or SIGINT stops taking requests, finishes those in flight, closes. */
async function main() {
  const config = loadConfig();
  const running = await startServer(config);
  running.app.log.info(`Mali Vivah is ready on ${running.url} (database: ${running.database.kind})`);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    running.app.log.info(`${signal} received: shutting down`);
    running.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    console.error('Could not start:', error);
  }
  process.exit(1);
});
