// `npm start` / `npm run serve`: storefront and API on one port, configured from the environment.
import { writeFileSync } from 'node:fs';
import { configOrExit, stopOnSignals } from './process-lifecycle';
import { createLogger } from './logger';
import { announceAdminSetupToken } from './modules/admin-setup/admin-setup.exports';
import { startServer } from './start';

async function main(): Promise<void> {
  const config = configOrExit();

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
    prepareChat: true,
    logger,
    announceAdminSetup: (token) => {
      announceAdminSetupToken(logger, token);
      if (config.adminSetupTokenFile) writeFileSync(config.adminSetupTokenFile, token, { mode: 0o600 });
    },
  });
  // 0.0.0.0 is where it listens, not an address a browser can open.
  const openUrl = config.host === '0.0.0.0' ? `http://localhost:${server.port}` : server.url;
  logger.info(`Guardians is running at ${openUrl}`);

  stopOnSignals(logger, server, 'Guardians');
}

main().catch((error: unknown) => {
  console.error('Guardians could not start:', error);
  process.exit(1);
});
