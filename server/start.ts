// Opens the database, starts the health checks and listens. Used by server/index.ts and the Electron main process.
import type pino from 'pino';
import { createApp } from './app';
import { DEFAULT_ACCOUNT_SETTINGS, DEFAULT_COMMERCE_SETTINGS } from './config';
import type { AccountSettings, ChatSettings, CommerceSettings, LabSettings, VoiceSettings } from './config';
import { openDatabase } from './db/database';
import { monitorDatabase } from './setup/prepare';
import { listen } from './http/listen';
import { createLogger } from './logger';
import { announceAdminSetupToken } from './modules/admin-setup/admin-setup.exports';

export interface StartServerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  dataDir: string;
  databaseUrl?: string;
  webDistDir?: string;
  logger?: pino.Logger;
  logLevel?: string;
  /** From loadConfig(); DEFAULT_ACCOUNT_SETTINGS when omitted (no development accounts, no federated sign-in). */
  accounts?: AccountSettings;
  /** From loadConfig(); DEFAULT_COMMERCE_SETTINGS (INR) when omitted. */
  commerce?: CommerceSettings;
  /** From loadConfig(); the embedded chat provider with default limits when omitted. */
  chat?: ChatSettings;
  /** From loadConfig(); the offline voice with default budgets when omitted. */
  voice?: VoiceSettings;
  /** From loadConfig(); the default Vitamin D bands when omitted. */
  labs?: LabSettings;
  /** Folder with products/ and experts/ images; the source tree's resources/ when omitted (a packaged app passes its copy). */
  resourcesDir?: string;
  /** Where the one-time admin setup token is shown; the log and standard output by default. */
  announceAdminSetup?: (token: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const logger = options.logger ?? createLogger({ level: options.logLevel ?? 'info' });
  const accounts = options.accounts ?? DEFAULT_ACCOUNT_SETTINGS;
  const commerce = options.commerce ?? DEFAULT_COMMERCE_SETTINGS;
  const { db, kind } = openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl }, logger);
  const health = monitorDatabase(db, logger, undefined, {
    accounts,
    storefrontCurrency: commerce.currency,
    onAdminSetupOpened: options.announceAdminSetup ?? ((token) => announceAdminSetupToken(logger, token)),
  });
  // Not fatal when false: the server starts read-only and the health check keeps retrying.
  await health.start();
  logger.info({ database: kind, available: health.available }, 'Database opened');

  try {
    const app = createApp({
      db,
      health,
      logger,
      accounts,
      commerce,
      chat: options.chat,
      voice: options.voice,
      labs: options.labs,
      resourcesDir: options.resourcesDir,
      webDistDir: options.webDistDir,
    });
    const server = await listen(app, options.host, options.port);
    const jobs = app.startJobs();
    return {
      url: server.url,
      port: server.port,
      close: async () => {
        await jobs.stop();
        await health.stop();
        await server.close();
        await db.destroy();
      },
    };
  } catch (error) {
    await health.stop();
    await db.destroy();
    throw error;
  }
}
