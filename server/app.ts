// The Express app without listen(): the entry point, the desktop shell and the tests each decide where it listens.
import express from 'express';
import type { Express, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { DEFAULT_ACCOUNT_SETTINGS, DEFAULT_CHAT_SETTINGS, DEFAULT_COMMERCE_SETTINGS } from './config';
import type { AccountSettings, ChatSettings, CommerceSettings } from './config';
import type { DatabaseHealth } from './db/health';
import type { Database } from './db/schema';
import { rejectControlCharacters } from './http/control-characters';
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
import { AssessmentClaims } from './modules/assessments/assessment-claims';
import { assessmentRoutes } from './modules/assessments/assessments.routes';
import { consentRoutes } from './modules/consent/consent.routes';
import { guardianRoutes } from './modules/guardians/guardians.routes';
import { habitRoutes } from './modules/habits/habits.routes';
import { systemRoutes } from './modules/system/system.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { brandProductRoutes } from './modules/brand-products/brand-products.routes';
import { BrandProductsService } from './modules/brand-products/brand-products.service';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { DEFAULT_RESOURCES_DIR, storefrontImageRoutes } from './modules/catalog/storefront-images';
import { expertRoutes } from './modules/experts/experts.routes';
import { ExpertsService } from './modules/experts/experts.service';
import { reminderRoutes } from './modules/reminders/reminders.routes';
import { RemindersService } from './modules/reminders/reminders.service';
import { orderRoutes } from './modules/orders/orders.routes';
import { OrdersService } from './modules/orders/orders.service';
import { RecordedPaymentProvider } from './modules/orders/payment-provider';
import type { PaymentProvider } from './modules/orders/payment-provider';
import { testimonialRoutes } from './modules/testimonials/testimonials.routes';
import { desktopAuthRoutes } from './modules/desktop-auth/desktop-auth.routes';
import { DesktopAuthService } from './modules/desktop-auth/desktop-auth.service';
import { chatRoutes } from './modules/chat/chat.routes';
import { createChatService } from './modules/chat/chat-module';
import { reflectionRoutes } from './modules/reflections/reflections.routes';
import { trackingRoutes } from './modules/tracking/tracking.routes';

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
  /** Storefront currency and purchase rewards; DEFAULT_COMMERCE_SETTINGS (INR) when omitted. */
  commerce?: CommerceSettings;
  /** Takes the money at checkout; the built-in provider records orders as paid. */
  paymentProvider?: PaymentProvider;
  /** Folder holding products/ and experts/ images, served at /resources/...; the source tree's resources/ by default. */
  resourcesDir?: string;
  /** Guardian chat: the optional language model, the chat rate limit; DEFAULT_CHAT_SETTINGS (embedded only) when omitted. */
  chat?: ChatSettings;
  /** Mounted under /api after the built-in modules; tests use it for routes that only exist in tests. */
  extraRouters?: readonly Router[];
}

export function createApp(deps: AppDependencies): Express {
  const settings = deps.accounts ?? DEFAULT_ACCOUNT_SETTINGS;
  const app = express();
  app.disable('x-powered-by');
  // Decides req.ip and req.protocol: rate limits, consent records and the origin check rely on both.
  app.set('trust proxy', settings.trustProxy);

  app.use(
    securityHeaders({
      enabled: settings.firebaseProjectId !== undefined,
      authDomain: settings.firebaseAuthDomain,
      emulatorHost: settings.firebaseAuthEmulatorHost,
    }),
  );
  app.use(requestLogger(deps.logger));

  // Write protection for every API write: first another site's writes (CSRF), then writes while read-only.
  app.use('/api', refuseCrossSiteWrites({ allowedOrigins: settings.allowedOrigins, publicOrigin: settings.publicOrigin }));
  app.use('/api', refuseWritesWhileReadOnly(deps.health));

  const assessmentClaims = new AssessmentClaims({ db: deps.db, logger: deps.logger, settings, limiter: new RateLimiter(deps.db) });
  const sessions = new Sessions({
    db: deps.db,
    health: deps.health,
    logger: deps.logger,
    settings,
    onSignIn: (req, res, userId) => assessmentClaims.moveToAccount(req, res, userId),
  });
  const idTokenVerifier = deps.idTokenVerifier ?? (settings.firebaseProjectId ? firebaseIdTokenVerifier(settings.firebaseProjectId) : undefined);
  const accounts = new AccountsService({ db: deps.db, logger: deps.logger, settings, limiter: new RateLimiter(deps.db), idTokenVerifier });

  const api = express.Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(rejectControlCharacters);
  api.use(systemRoutes(deps));
  api.use(guardianRoutes(deps));
  api.use(habitRoutes(deps));
  api.use(assessmentRoutes({ db: deps.db, health: deps.health, sessions, claims: assessmentClaims }));
  api.use(accountRoutes({ db: deps.db, sessions, accounts, settings }));
  api.use(adminSetupRoutes({ db: deps.db, logger: deps.logger, sessions, settings }));
  api.use(walletRoutes({ db: deps.db, sessions, settings }));
  api.use(consentRoutes({ db: deps.db, sessions }));
  const commerce = deps.commerce ?? DEFAULT_COMMERCE_SETTINGS;
  const orders = new OrdersService({ db: deps.db, commerce, payments: deps.paymentProvider ?? new RecordedPaymentProvider() });
  api.use(catalogRoutes(deps));
  api.use(cartRoutes({ db: deps.db, sessions, commerce }));
  api.use(orderRoutes({ db: deps.db, sessions, orders }));
  api.use(expertRoutes({ experts: new ExpertsService(deps.db), sessions, health: deps.health }));
  api.use(reminderRoutes({ reminders: new RemindersService(deps.db), sessions }));
  api.use(brandProductRoutes({ sessions, brandProducts: new BrandProductsService(deps.db, commerce) }));
  api.use(testimonialRoutes(deps));
  api.use(desktopAuthRoutes({ sessions, desktopAuth: new DesktopAuthService(deps.db) }));
  const chatSettings = deps.chat ?? DEFAULT_CHAT_SETTINGS;
  const chat = createChatService({ db: deps.db, logger: deps.logger, settings: chatSettings });
  api.use(chatRoutes({ db: deps.db, sessions, chat, messagesPerWindow: chatSettings.messagesPerWindow }));
  api.use(trackingRoutes({ db: deps.db, sessions }));
  api.use(reflectionRoutes({ db: deps.db, sessions }));
  for (const router of deps.extraRouters ?? []) api.use(router);
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(storefrontImageRoutes(deps.resourcesDir ?? DEFAULT_RESOURCES_DIR));
  app.use(webApp(deps.webDistDir));
  app.use(errorHandler(deps));
  return app;
}
