// Opens the database, starts the health checks and listens. Used by server/index.ts and the Electron main process.
import type pino from 'pino';
import { createApp } from './app';
import { DEFAULT_ACCOUNT_SETTINGS, DEFAULT_COMMERCE_SETTINGS, DEFAULT_ENGINE_SETTINGS } from './config';
import type { AccountSettings, ChatSettings, CommerceSettings, EngineSettings, LabSettings, VoiceSettings } from './config';
import { BullmqJobQueue } from './jobs/bullmq-job-queue';
import { EmbeddedJobQueue } from './jobs/embedded-job-queue';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import { OutboxMailer } from './mail/outbox-mailer';
import { SmtpMailer } from './mail/smtp-mailer';
import { createFileStore } from './files/create-file-store';
import type { ChangeBus } from './changes/change-bus';
import { PostgresChangeBus } from './changes/postgres-change-bus';
import { RedisChangeBus } from './changes/redis-change-bus';
import path from 'node:path';
import { openDatabase } from './db/database';
import type { OpenedDatabase } from './db/database';
import { monitorDatabase } from './setup/prepare';
import { listen } from './http/listen';
import { createLogger } from './logger';
import { announceAdminSetupToken } from './modules/admin-setup/admin-setup.exports';
import { prepareTriageModel } from './modules/chat/chat.exports';

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
  /** From loadConfig(); the embedded job queue and the outbox when omitted (the desktop app). */
  engines?: EngineSettings;
  /**
   * `web` (default): listens, and works jobs unless engines.worksJobs is false (JOBS_WORKER=false: web instances that
   * leave the jobs to workers). `worker`: works jobs only, no HTTP (npm run worker).
   */
  role?: 'web' | 'worker';
  /** Serve the development pages (/dev/outbox): loadConfig's NODE_ENV is not production. Off when omitted. */
  devPages?: boolean;
  /** Folder with products/ and experts/ images; the source tree's resources/ when omitted (a packaged app passes its copy). */
  resourcesDir?: string;
  /** Where the one-time admin setup token is shown; the log and standard output by default. */
  announceAdminSetup?: (token: string) => void;
  /**
   * Make the chat triage's classifier ready once listening, not on a visitor's first question: read from
   * `<dataDir>/cache` when a file there holds this very training, else trained (several seconds) and stored there.
   * The web server and the desktop app do; tests, which start many servers, leave it to the first use.
   */
  prepareChat?: boolean;
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
    const engines = options.engines ?? DEFAULT_ENGINE_SETTINGS;
    const app = createApp({
      jobs: jobQueueOf(engines, db, logger),
      mailer: mailerOf(engines, db),
      files: createFileStore(engines.files.kind === 'local' ? { kind: 'local', dir: path.join(options.dataDir, 'files') } : engines.files),
      devPages: options.devPages,
      changes: changeBusOf(engines, logger),
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
    if (options.role === 'worker') {
      // A job worker (npm run worker): the same app, its jobs worked, no HTTP.
      const jobs = await app.startJobs();
      return {
        url: '',
        port: 0,
        close: async () => {
          await jobs.stop();
          await health.stop();
          await db.destroy();
        },
      };
    }
    const server = await listen(app, options.host, options.port);
    const jobs = await app.startJobs({ work: engines.worksJobs });
    if (options.prepareChat) setImmediate(() => prepareChat(path.join(options.dataDir, 'cache'), logger));
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

function jobQueueOf(engines: EngineSettings, db: OpenedDatabase['db'], logger: pino.Logger): JobQueue {
  if (engines.jobs.kind === 'bullmq') return new BullmqJobQueue({ connection: engines.jobs.connection, logger });
  return new EmbeddedJobQueue({ db, logger });
}

function mailerOf(engines: EngineSettings, db: OpenedDatabase['db']): Mailer {
  if (engines.mail.kind === 'smtp') return new SmtpMailer({ url: engines.mail.url, from: engines.mailFrom });
  return new OutboxMailer({ db });
}

function changeBusOf(engines: EngineSettings, logger: pino.Logger): ChangeBus | undefined {
  if (engines.changes.kind === 'postgres') return new PostgresChangeBus({ url: engines.changes.url, logger });
  if (engines.changes.kind === 'redis') return new RedisChangeBus({ url: engines.changes.url, logger });
  return undefined;
}

function prepareChat(cacheDir: string, logger: pino.Logger): void {
  const started = performance.now();
  const { source, problem } = prepareTriageModel(cacheDir);
  logger.info({ source, ms: Math.round(performance.now() - started), ...(problem ? { problem } : {}) }, 'Chat triage model ready');
}
