// Opens the database, starts the health checks and listens. Used by server/index.ts and the Electron main process.
import pino from 'pino';
import { createApp } from './app';
import { openDatabase } from './db/database';
import { monitorDatabase } from './db/prepare';
import { listen } from './http/listen';

export interface StartServerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  dataDir: string;
  databaseUrl?: string;
  webDistDir?: string;
  logger?: pino.Logger;
  logLevel?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const logger = options.logger ?? pino({ level: options.logLevel ?? 'info' });
  const { db, kind } = openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl }, logger);
  const health = monitorDatabase(db, logger);
  // Not fatal when false: the server starts read-only and the health check keeps retrying.
  await health.start();
  logger.info({ database: kind, available: health.available }, 'Database opened');

  try {
    const app = createApp({ db, health, logger, webDistDir: options.webDistDir });
    const server = await listen(app, options.host, options.port);
    return {
      url: server.url,
      port: server.port,
      close: async () => {
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
