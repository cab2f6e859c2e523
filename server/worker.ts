// `npm run worker`: a job worker beside the web instances (JOBS_WORKER=false on those): the same configuration, the
// same app and jobs (mails, reminders, exports, sweeps), no HTTP. Stops on SIGINT or SIGTERM after the job in hand.
import { configOrExit, stopOnSignals } from './process-lifecycle';
import { createLogger } from './logger';
import { startServer } from './start';

async function main(): Promise<void> {
  const config = configOrExit();
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
  // The queue's timers do not hold a process open (a web server's socket does): this keeps the worker running until
  // it is told to stop.
  const alive = setInterval(() => undefined, 60_000);
  stopOnSignals(logger, { close: async () => (clearInterval(alive), worker.close()) }, 'Job worker');
}

void main();
