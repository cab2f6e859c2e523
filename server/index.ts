// `npm start` / `npm run serve`: storefront and API on one port, configured from the environment.
import { writeFileSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { announceAdminSetupToken } from './modules/admin-setup/admin-setup.exports';
import { startServer } from './start';
import { triageModel } from './modules/chat/chat.exports';

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
  const server = await startServer({
    host: config.host,
    port: config.port,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    webDistDir: config.webDistDir,
    accounts: config.accounts,
    commerce: config.commerce,
    chat: config.chat,
    voice: config.voice,
    labs: config.labs,
    engines: config.engines,
    devPages: config.nodeEnv !== 'production',
    logger,
    announceAdminSetup: (token) => {
      announceAdminSetupToken(logger, token);
      if (config.adminSetupTokenFile) writeFileSync(config.adminSetupTokenFile, token, { mode: 0o600 });
    },
  });
  // 0.0.0.0 is where it listens, not an address a browser can open.
  const openUrl = config.host === '0.0.0.0' ? `http://localhost:${server.port}` : server.url;
  logger.info(`Guardians is running at ${openUrl}`);
  // The chat triage's classifier trains on first use (under a second): do it now, not on a visitor's first question.
  setImmediate(() => triageModel());

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down');
    server.close().then(
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

main().catch((error: unknown) => {
  console.error('Guardians could not start:', error);
  process.exit(1);
});
