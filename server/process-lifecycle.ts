// What both entry points (server/index.ts, the web server; server/worker.ts, a job worker) do around their work: read
// the configuration or say what is wrong and exit, and stop cleanly on SIGINT or SIGTERM with the log flushed.
import type pino from 'pino';
import { ConfigError, loadConfig } from './config';
import type { ServerConfig } from './config';

export function configOrExit(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Closes `running` once on the first SIGINT or SIGTERM, then exits (1 when closing failed). */
export function stopOnSignals(logger: pino.Logger, running: { close(): Promise<void> }, what: string): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${what} shutting down`);
    running.close().then(
      // The last buffered lines (the shutdown itself) reach the log before the process ends.
      () => logger.flush(() => process.exit(0)),
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
