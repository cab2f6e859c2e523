// `npm run worker`: a job worker beside the web instances (JOBS_WORKER=false on those): the same configuration, the
// same app and jobs (mails, reminders, exports, sweeps), no HTTP. Stops on SIGINT or SIGTERM after the job in hand.
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './start';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const logger = createLogger({ level: config.logLevel, buffered: config.logBuffered });
  const worker = await startServer({
    role: 'worker',
    host: config.host,
    port: 0,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    accounts: config.accounts,
    commerce: config.commerce,
    chat: config.chat,
    voice: config.voice,
    labs: config.labs,
    engines: config.engines,
    logger,
    // The web instances announce the first admin's setup token; a worker says nothing of it.
    announceAdminSetup: () => undefined,
  });
  logger.info({ jobs: config.engines.jobs.kind }, 'Guardians job worker is running');
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Job worker shutting down');
    worker.close().then(
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

void main();
