// The Express app without listen(): the entry point, the desktop shell and the tests each decide where it listens.
import express from 'express';
import type { Express, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseHealth } from './db/health';
import type { Database } from './db/schema';
import { apiNotFound, errorHandler, JSON_BODY_LIMIT } from './http/error-handler';
import { refuseWritesWhileReadOnly } from './http/read-only';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { webApp } from './http/web-app';
import { guardianRoutes } from './modules/guardians/guardians.routes';
import { systemRoutes } from './modules/system/system.routes';

export interface AppDependencies {
  db: Kysely<Database>;
  health: DatabaseHealth;
  logger: Logger;
  /** Folder of the built renderer (index.html + assets/); without one, pages answer how to build it. */
  webDistDir?: string | undefined;
  /** Mounted under /api after the built-in modules; tests use it for routes that only exist in tests. */
  extraRouters?: readonly Router[];
}

export function createApp(deps: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');

  app.use(securityHeaders());
  app.use(requestLogger(deps.logger));

  // Write protection for every API write. The Origin check of cookie-authenticated writes (CSRF) joins it here.
  app.use('/api', refuseWritesWhileReadOnly(deps.health));

  const api = express.Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(systemRoutes(deps));
  api.use(guardianRoutes(deps));
  for (const router of deps.extraRouters ?? []) api.use(router);
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(webApp(deps.webDistDir));
  app.use(errorHandler(deps));
  return app;
}
