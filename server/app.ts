// The Express app without listen(): the entry point, the desktop shell and the tests each decide where it listens.
import express from 'express';
import type { Express, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { DEFAULT_ACCOUNT_SETTINGS } from './config';
import type { AccountSettings } from './config';
import type { DatabaseHealth } from './db/health';
import type { Database } from './db/schema';
import { apiNotFound, errorHandler, JSON_BODY_LIMIT } from './http/error-handler';
import { refuseCrossSiteWrites } from './http/origin-check';
import { RateLimiter } from './http/rate-limit';
import { refuseWritesWhileReadOnly } from './http/read-only';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { Sessions } from './http/session';
import { webApp } from './http/web-app';
import { accountRoutes } from './modules/accounts/accounts.routes';
import { AccountsService } from './modules/accounts/accounts.service';
import { firebaseIdTokenVerifier } from './modules/accounts/firebase-token-verifier';
import type { IdTokenVerifier } from './modules/accounts/firebase-token-verifier';
import { adminSetupRoutes } from './modules/admin-setup/admin-setup.routes';
import { consentRoutes } from './modules/consent/consent.routes';
import { guardianRoutes } from './modules/guardians/guardians.routes';
import { systemRoutes } from './modules/system/system.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';

export interface AppDependencies {
  db: Kysely<Database>;
  health: DatabaseHealth;
  logger: Logger;
  /** Sessions, sign-in, rate limits and origins; DEFAULT_ACCOUNT_SETTINGS when omitted. */
  accounts?: AccountSettings;
  /** Replaces the firebase-admin verifier built from accounts.firebaseProjectId. */
  idTokenVerifier?: IdTokenVerifier;
  /** Folder of the built renderer (index.html + assets/); without one, pages answer how to build it. */
  webDistDir?: string | undefined;
  /** Mounted under /api after the built-in modules; tests use it for routes that only exist in tests. */
  extraRouters?: readonly Router[];
}

export function createApp(deps: AppDependencies): Express {
  const settings = deps.accounts ?? DEFAULT_ACCOUNT_SETTINGS;
  const app = express();
  app.disable('x-powered-by');
  // Decides req.ip and req.protocol: rate limits, consent records and the origin check rely on both.
  app.set('trust proxy', settings.trustProxy);

  app.use(securityHeaders());
  app.use(requestLogger(deps.logger));

  // Write protection for every API write: first another site's writes (CSRF), then writes while read-only.
  app.use('/api', refuseCrossSiteWrites({ allowedOrigins: settings.allowedOrigins }));
  app.use('/api', refuseWritesWhileReadOnly(deps.health));

  const sessions = new Sessions({ db: deps.db, health: deps.health, logger: deps.logger, settings });
  const idTokenVerifier = deps.idTokenVerifier ?? (settings.firebaseProjectId ? firebaseIdTokenVerifier(settings.firebaseProjectId) : undefined);
  const accounts = new AccountsService({ db: deps.db, logger: deps.logger, settings, limiter: new RateLimiter(deps.db), idTokenVerifier });

  const api = express.Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(systemRoutes(deps));
  api.use(guardianRoutes(deps));
  api.use(accountRoutes({ db: deps.db, sessions, accounts, settings }));
  api.use(adminSetupRoutes({ db: deps.db, logger: deps.logger, sessions, settings }));
  api.use(walletRoutes({ db: deps.db, sessions, settings }));
  api.use(consentRoutes({ db: deps.db, sessions }));
  for (const router of deps.extraRouters ?? []) api.use(router);
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(webApp(deps.webDistDir));
  app.use(errorHandler(deps));
  return app;
}
