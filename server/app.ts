// The Express app without listen(): the entry point, the desktop shell and the tests each decide where it listens.
//
// One service style. A module's <m>.service.ts exports a class, built once below with its collaborators (db, logger,
// settings, clock, providers, other services) in a deps object; <m>.routes.ts receives the instances and keeps to
// paths, guards and validation. A step that must join a caller's transaction is a repository function of an executor
// (db or trx), or a service method taking one (AccountsService.createSimpleAccount). A repository queries only its
// own module's tables. Modules meet through their doors (<m>.exports.ts; docs/layout.md); a module that needs one
// depending on it declares a port in its deps, wired below. Pure helpers (errors, mappers, keys) stay plain functions.
import express from 'express';
import type { Express, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { DEFAULT_ACCOUNT_SETTINGS, DEFAULT_CHAT_SETTINGS, DEFAULT_COMMERCE_SETTINGS, DEFAULT_VOICE_SETTINGS } from './config';
import type { AccountSettings, ChatSettings, CommerceSettings, LabSettings, VoiceSettings } from './config';
import type { DatabaseHealth } from './db/health';
import type { Database } from './db/schema';
import compression from 'compression';
import { rejectControlCharacters } from './http/control-characters';
import { CancelOrderFlow } from './flows/cancel-order';
import { SettleReturnFlow } from './flows/settle-return';
import { eraseAccount } from './flows/erase-account';
import { ClientRecordFlow } from './flows/client-record';
import { OrderPlanFlow } from './flows/order-plan';
import { PlanRefillsFlow } from './flows/plan-refills';
import { SubscribeToPlanFlow } from './flows/subscribe-to-plan';
import { ChargeRenewalFlow } from './flows/charge-renewal';
import { PurchaseFlow } from './flows/purchase';
import { endpointRoutes } from './http/endpoint-routes';
import type { DeclareRoutes } from './http/endpoint-routes';
import { apiNotFound, errorHandler, JSON_BODY_LIMIT } from './http/error-handler';
import { refuseCrossSiteWrites } from './http/origin-check';
import { RateLimiter } from './http/rate-limit';
import { ReadCache, servePublicReadsByUrl } from './reads/read-cache';
import { refuseWritesWhileReadOnly } from './http/read-only';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { webApp } from './web-render/web-app';
import { AccountsService, firebaseIdTokenVerifier, PasswordResets, sessionAccounts, UserAdminService } from './modules/accounts/accounts.exports';
import { accountRoutes, userAdminRoutes } from './modules/accounts/accounts.routes';
import type { IdTokenVerifier } from './modules/accounts/accounts.exports';
import { AdminService, ServerErrorLog } from './modules/admin/admin.exports';
import { adminRoutes } from './modules/admin/admin.routes';
import { KpisService } from './modules/kpis/kpis.exports';
import { kpiRoutes } from './modules/kpis/kpis.routes';
import { AuditService } from './modules/audit/audit.exports';
import { AdminKnowledgeService } from './modules/admin-knowledge/admin-knowledge.exports';
import { adminKnowledgeRoutes } from './modules/admin-knowledge/admin-knowledge.routes';
import { PartnerInvitationsService } from './modules/partner-invitations/partner-invitations.exports';
import { partnerInvitationRoutes } from './modules/partner-invitations/partner-invitations.routes';
import { AdminSetupService } from './modules/admin-setup/admin-setup.exports';
import { adminSetupRoutes } from './modules/admin-setup/admin-setup.routes';
import { AssessmentClaims, AssessmentsService } from './modules/assessments/assessments.exports';
import { assessmentRoutes } from './modules/assessments/assessments.routes';
import { CartService } from './modules/cart/cart.exports';
import { cartRoutes } from './modules/cart/cart.routes';
import { BrandProductsService, CatalogService, DEFAULT_RESOURCES_DIR, storefrontImageRoutes } from './modules/catalog/catalog.exports';
import { brandProductRoutes, catalogRoutes, productListReadOfUrl } from './modules/catalog/catalog.routes';
import { createChatModule } from './modules/chat/chat.exports';
import { chatRoutes } from './modules/chat/chat.routes';
import { CareService } from './modules/care/care.exports';
import { careRoutes } from './modules/care/care.routes';
import { PracticeService } from './modules/practice/practice.exports';
import { practiceRoutes } from './modules/practice/practice.routes';
import { ProtocolsService } from './modules/protocols/protocols.exports';
import { protocolRoutes } from './modules/protocols/protocols.routes';
import { LabsService } from './modules/labs/labs.exports';
import { labRoutes } from './modules/labs/labs.routes';
import { ConsentService } from './modules/consent/consent.exports';
import { consentRoutes } from './modules/consent/consent.routes';
import { DesktopAuthService } from './modules/desktop-auth/desktop-auth.exports';
import { desktopAuthRoutes } from './modules/desktop-auth/desktop-auth.routes';
import { consultationPaymentSchedule, ExpertsService } from './modules/experts/experts.exports';
import { expertRoutes } from './modules/experts/experts.routes';
import { GdprService } from './modules/gdpr/gdpr.exports';
import { gdprRoutes } from './modules/gdpr/gdpr.routes';
import { MailPreferencesService } from './modules/mail-preferences/mail-preferences.exports';
import { mailPreferenceRoutes } from './modules/mail-preferences/mail-preferences.routes';
import { CommunityService, communityMailSchedule, communityRoutes } from './modules/community/community.exports';
import { SubscriptionRenewals, SubscriptionsService, subscriptionRoutes, subscriptionSchedule } from './modules/subscriptions/subscriptions.exports';
import { GuardiansService } from './modules/guardians/guardians.exports';
import { GUARDIAN_LIST_READ, guardianRoutes } from './modules/guardians/guardians.routes';
import { HabitsService } from './modules/habits/habits.exports';
import { habitRoutes } from './modules/habits/habits.routes';
import { OrdersService, unpaidOnlineOrderSchedule, hasAnyOrder } from './modules/orders/orders.exports';
import { guestOrderRoutes, orderRoutes, paymentWebhookRoutes } from './modules/orders/orders.routes';
import {
  CashOnDeliveryProvider,
  CheckoutService,
  RazorpayClient,
  RazorpayPaymentProvider,
  StripePaymentProvider,
  stripeClient,
} from './modules/checkout/checkout.exports';
import { PAYMENT_METHODS } from '@common/contracts/checkout';
import type { PaymentMethod } from '@common/contracts/checkout';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import type { PaymentProvider } from './modules/checkout/checkout.exports';
import { ReflectionsService } from './modules/reflections/reflections.exports';
import { reflectionRoutes } from './modules/reflections/reflections.routes';
import { RemindersService } from './modules/reminders/reminders.exports';
import { reminderRoutes } from './modules/reminders/reminders.routes';
import { ReviewsService } from './modules/reviews/reviews.exports';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { customerPageAnswers } from './customer-page-answers';
import { SessionsService } from './modules/sessions/sessions.exports';
import { API_VERSION, systemRoutes } from './modules/system/system.routes';
import { housekeepingSchedule } from './modules/system/system.exports';
import { EmbeddedJobQueue } from './jobs/embedded-job-queue';
import type { JobQueue } from './jobs/job-queue';
import { planSchedules } from './jobs/schedules';
import { moveFilesOutSchedule } from './flows/move-files-out';
import { handleMailJobs, mailSender } from './mail/mail-jobs';
import type { Mailer } from './mail/mailer';
import type { FileStore } from './files/file-store';
import type { ChangeBus } from './changes/change-bus';
import { OutboxMailer } from './mail/outbox-mailer';
import { outboxPage } from './mail/outbox-page';
import { ContactService } from './modules/contact/contact.exports';
import { contactRoutes } from './modules/contact/contact.routes';
import { TestimonialsService } from './modules/testimonials/testimonials.exports';
import { testimonialRoutes } from './modules/testimonials/testimonials.routes';
import { TrackingService } from './modules/tracking/tracking.exports';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { WalletService } from './modules/wallet/wallet.exports';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { VoiceSocketServer, createVoiceService } from './modules/voice/voice.exports';
import { voiceRoutes } from './modules/voice/voice.routes';
import type { SpeechEngineLoader } from './modules/voice/voice.exports';
// Labs (issue 15).
// GDPR self-service and data collection (issue 16).
import type { SocketEndpoint } from './http/listen';

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
  /** Replaces the card provider built from commerce.stripe (tests: one that declines). */
  cardPaymentProvider?: PaymentProvider;
  /** Folder holding products/ and experts/ images, served at /resources/...; the source tree's resources/ by default. */
  resourcesDir?: string;
  /** Guardian chat: the optional language model, the chat rate limit; DEFAULT_CHAT_SETTINGS (embedded only) when omitted. */
  chat?: ChatSettings;
  /** Guardian voices: ElevenLabs when configured, the budgets; DEFAULT_VOICE_SETTINGS (the offline voice) when omitted. */
  voice?: VoiceSettings;
  /** Lab result interpretation: the Vitamin D bands (VITAMIN_D_BANDS); the default set when omitted. */
  labs?: LabSettings;
  /** Replaces the eSpeak NG loader of the offline voice (tests: an engine that is "not installed"). */
  speechEngine?: SpeechEngineLoader;
  /** How long a cached public read (catalog, guardians, habits, testimonials) is served; PUBLIC_READ_TTL_MS by default. */
  publicReadTtlMs?: number;
  /** The clock of the GDPR service (export expiry, the 14 days before erasure); tests inject one. */
  now?: () => Date;
  /** Check every JSON answer against its endpoint's response schema (tests); off when omitted. */
  checkResponses?: boolean;
  /** The job queue (JOBS); the embedded one on `db` when omitted. createApp's startJobs() starts it, and stop() closes it. */
  jobs?: JobQueue;
  /** Where mails go (SMTP_URL); the outbox in `db` when omitted. Closed with the jobs. */
  mailer?: Mailer;
  /** Where files live (FILE_STORE): lab report PDFs, data exports. Closed with the jobs. */
  files: FileStore;
  /** How instances tell each other what changed (PostgreSQL or Redis); none with one instance. Closed with the jobs. */
  changes?: ChangeBus;
  /** Development pages (/dev/outbox); off when omitted, and startServer leaves them off in production. */
  devPages?: boolean;
  /** Mounted under /api after the built-in modules; tests use it for routes that only exist in tests. */
  extraRouters?: readonly Router[];
}

/** The safety net for several instances: a product approved or sold on another is seen here within this time. */
export const PUBLIC_READ_TTL_MS = 10_000;
/** Set on a sign-in's answer when it cancelled the account's scheduled deletion (the profile tells the person too). */
export const DELETION_CANCELLED_HEADER = 'Guardians-Deletion-Cancelled';
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

function compressible(req: express.Request, res: express.Response): boolean {
  const type = String(res.getHeader('Content-Type') ?? '');
  if (type.startsWith('text/event-stream')) return false;
  return compression.filter(req, res);
}

/**
 * The app, the WebSocket endpoint (/ws/voice) that listen() attaches to its server, and the server's job worker (mails,
 * the recurring sweeps), which startServer runs and stops with the server.
 */
export type GuardiansApp = Express & { sockets: SocketEndpoint; startJobs(options?: StartJobsOptions): Promise<BackgroundJobs> };

export interface StartJobsOptions {
  /** Plan the recurring work (housekeeping, the unpaid-order sweep); true by default. API tests work mails only. */
  schedules?: boolean;
  /** Work jobs in this process; true by default. False on web instances that leave the jobs to workers (JOBS_WORKER=false). */
  work?: boolean;
}

/** The server's job worker: mails, the unpaid-card sweep and the hourly housekeeping (expired rows, data requests). */
export interface BackgroundJobs {
  /** Stops taking jobs, waits for the work in progress and closes the queue and the mailer. */
  stop(): Promise<void>;
}

export function createApp(deps: AppDependencies): GuardiansApp {
  const settings = deps.accounts ?? DEFAULT_ACCOUNT_SETTINGS;
  const app = express();
  app.disable('x-powered-by');
  // Decides req.ip and req.protocol: rate limits, consent records and the origin check rely on both.
  app.set('trust proxy', settings.trustProxy);

  app.use(
    securityHeaders(
      {
        enabled: settings.firebaseProjectId !== undefined,
        authDomain: settings.firebaseAuthDomain,
        emulatorHost: settings.firebaseAuthEmulatorHost,
      },
      {
        stripe: (deps.commerce ?? DEFAULT_COMMERCE_SETTINGS).stripe !== undefined,
        razorpay: (deps.commerce ?? DEFAULT_COMMERCE_SETTINGS).razorpay !== undefined,
      },
    ),
  );
  app.use(requestLogger(deps.logger));
  // Admin area (issue 16): request and error counts and the last server errors, per instance, for /debug-admin.
  const serverErrors = new ServerErrorLog();
  app.use(serverErrors.countRequests);
  // A public read (catalog, guardians, habits, testimonials) asked again by the same URL: answered from the cache.
  const changes = deps.changes;
  const publicReads = new ReadCache({
    ttlMs: deps.publicReadTtlMs ?? PUBLIC_READ_TTL_MS,
    onInvalidate: changes
      ? () => void changes.publish('public-reads').catch((error: unknown) => deps.logger.warn({ err: error }, 'Other instances could not be told of a change'))
      : undefined,
  });
  app.use(servePublicReadsByUrl(publicReads, deps.health));
  // API answers above 1 KiB go out compressed when the browser accepts it; cached reads and the build's files carry
  // their own compressed copies (Content-Encoding already set), and an event stream is never buffered.
  app.use(compression({ threshold: API_COMPRESSION_THRESHOLD_BYTES, filter: compressible }));

  // Write protection for every API write: first another site's writes (CSRF), then writes while read-only.
  app.use(
    '/api',
    refuseCrossSiteWrites({
      allowedOrigins: settings.allowedOrigins,
      publicOrigin: settings.publicOrigin,
      allowedHosts: settings.allowedHosts,
      logger: deps.logger,
    }),
  );
  app.use('/api', refuseWritesWhileReadOnly(deps.health));

  const { db, health, logger } = deps;
  // Issue 42: everything that runs later is a job; mails leave through the `mail.send` job.
  const jobs = deps.jobs ?? new EmbeddedJobQueue({ db, logger });
  const mailer = deps.mailer ?? new OutboxMailer({ db });
  handleMailJobs(jobs, mailer);
  const sendMail = mailSender(jobs);
  // Issue 42 §2: whether a customer wants a mail they may turn off, and its unsubscribe link (server/mail/mail-preferences.ts).
  const mailPreferences = new MailPreferencesService({ db });
  const commerce = deps.commerce ?? DEFAULT_COMMERCE_SETTINGS;
  const chatSettings = deps.chat ?? DEFAULT_CHAT_SETTINGS;
  const limiter = new RateLimiter(db);
  const assessmentClaims = new AssessmentClaims({ db, logger: logger, settings, limiter });
  const stripe = commerce.stripe ? { client: stripeClient(commerce.stripe), webhookSecret: commerce.stripe.webhookSecret } : undefined;
  const card = deps.cardPaymentProvider ?? (stripe ? new StripePaymentProvider(stripe.client) : undefined);
  const razorpay = commerce.razorpay
    ? {
        provider: new RazorpayPaymentProvider(new RazorpayClient(commerce.razorpay), commerce.razorpay.keySecret),
        webhookSecret: commerce.razorpay.webhookSecret,
      }
    : undefined;
  // The ways of paying a subscription's renewals are charged to without the customer there: a card saved at Stripe, a
  // UPI AutoPay mandate at Razorpay.
  const recurring = { ...(card?.recurring ? { card: card.recurring } : {}), ...(razorpay ? { razorpay: razorpay.provider.recurring } : {}) };
  // GDPR (issue 16): signing in again within the 14 days cancels a scheduled deletion; an erasure deletes what the
  // payment providers saved for the account's subscriptions.
  const gdpr = new GdprService({ db, logger, limiter, files: deps.files, jobs, sendMail, eraseAccount, paymentCustomers: recurring, now: deps.now });
  const sessions = new SessionsService({
    db,
    accounts: sessionAccounts,
    health,
    logger: logger,
    settings,
    onSignIn: async (req, res, userId) => {
      await assessmentClaims.moveToAccount(req, res, userId);
      if (await gdpr.cancelOnSignIn(userId)) res.setHeader(DELETION_CANCELLED_HEADER, 'signed-in');
    },
  });
  const idTokenVerifier = deps.idTokenVerifier ?? (settings.firebaseProjectId ? firebaseIdTokenVerifier(settings.firebaseProjectId) : undefined);
  const accounts = new AccountsService({ db, logger: logger, settings, limiter, idTokenVerifier, welcome: { jobs, sendMail, mailPreferences } });
  const passwordResets = new PasswordResets({ db, logger, settings, limiter, jobs, sendMail });
  const wallet = new WalletService({ db, settings });
  const guardians = new GuardiansService({ db });
  const adminSetup = new AdminSetupService({ db, logger: logger, settings, accounts });
  const assessments = new AssessmentsService({ db });
  // Writes in this instance invalidate at once; the TTL bounds what another instance's write leaves stale.
  const brandProducts = new BrandProductsService({ db, commerce, publicReads, files: deps.files, logger });
  const cart = new CartService({ db, commerce });
  const catalog = new CatalogService({ db });
  const { chat, knowledge } = createChatModule({ db, logger: logger, settings: chatSettings });
  const consent = new ConsentService({ db });
  const desktopAuth = new DesktopAuthService({ db });
  const habits = new HabitsService({ db, guardians });
  const experts = new ExpertsService({ db, sendMail, jobs, preferences: mailPreferences, logger, links: settings, razorpay: razorpay?.provider, card });
  const payments: Partial<Record<PaymentMethod, PaymentProvider>> = { cod: new CashOnDeliveryProvider(), card, razorpay: razorpay?.provider };
  const checkout = new CheckoutService({
    db,
    hasOrdered: hasAnyOrder,
    commerce,
    paymentMethods: PAYMENT_METHODS.filter((method) => payments[method] !== undefined),
    cardPublishableKey: card ? (commerce.stripe?.publishableKey ?? null) : null,
    razorpayKeyId: commerce.razorpay?.keyId ?? null,
  });
  // Labs (issue 15): a placed order with a test kit orders the lab test.
  const labs = new LabsService({
    db,
    files: deps.files,
    sendMail,
    vitaminDBands: deps.labs?.vitaminDBands,
    kitReminders: { jobs, preferences: mailPreferences, logger, now: deps.now },
  });
  // Use cases spanning modules (server/flows/): each a list of steps owned by their modules.
  const orderEndings = new CancelOrderFlow({
    wallet,
    payments,
    onEnding: (trx, orderId, ending, at) => labs.endKitOfShopOrder(trx, orderId, ending, at),
  });
  // Subscribe & save (issue 44): renewals are orders the purchase flow places with the subscription's pricing, charged
  // to the card (Stripe) or debited with the UPI AutoPay mandate (Razorpay) saved by the first payment.
  const subscriptions = new SubscriptionsService({
    db,
    commerce,
    paymentMethods: PAYMENT_METHODS.filter((method) => payments[method] !== undefined),
    addresses: (userId) => checkout.addresses(userId),
    emailOf: async (userId) => (await sessionAccounts.find(db, userId))?.user.email,
    recurring,
    jobs,
    logger,
    now: deps.now,
  });
  // The renewals are made below with the orders they place; what the providers say of their orders' payments is
  // handed to them from the start.
  const renewalPayments: { current?: SubscriptionRenewals['payments'] } = {};
  const orders = new OrdersService({
    db,
    payments,
    wallet,
    publicReads,
    ending: orderEndings,
    returnSteps: new SettleReturnFlow({ wallet }),
    otherPayments: async (event, now) => {
      await experts.payments.handleEvent(event, now);
    },
    sendMail,
    logger,
    links: settings,
    onDelivered: (orderId, origin) => labs.kitDelivered(orderId, origin),
    subscriptionPayments: {
      paid: async (payment, now) => renewalPayments.current?.paid(payment, now),
      failed: async (payment, now) => renewalPayments.current?.failed(payment, now),
      savedMethodEnded: async (paymentMethodId, now) => renewalPayments.current?.savedMethodEnded(paymentMethodId, now),
    },
  });
  const purchases = new PurchaseFlow({
    db,
    commerce,
    checkout,
    payments,
    orders,
    wallet,
    publicReads,
    logger,
    onPlaced: (order, userId) => labs.orderKits(order, userId),
  });
  const renewals = new SubscriptionRenewals({
    db,
    placeOrder: (user, key, request, now, origin, options) => purchases.purchase(user, key, request, now, origin, options),
    chargeSaved: new ChargeRenewalFlow({ db, payments, orders }).charge,
    accountOf: (userId) => sessionAccounts.find(db, userId),
    sendMail,
    publicOrigin: settings.publicOrigin,
    currency: commerce.currency,
    logger,
    releaseSaved: (row) => subscriptions.releaseSaved(row),
  });
  renewalPayments.current = renewals.payments;
  const reflections = new ReflectionsService({ db, wallet });
  const care = new CareService({ db });
  const clientRecords = new ClientRecordFlow({ db, assessments, orders, labs });
  const practice = new PracticeService({ db });
  const community = new CommunityService({ db, safety: chatSettings.safety, now: deps.now });
  const protocols = new ProtocolsService({ db, commerce, sendMail, jobs, preferences: mailPreferences, logger, links: settings });
  const planOrders = new OrderPlanFlow({ db, protocols, cart });
  // Issue 44: a plan delivered every 30, 60 or 90 days, and which clients' plan refills lapsed.
  const planSubscriptions = new SubscribeToPlanFlow({ db, protocols, subscriptions, renewals, now: deps.now });
  const planRefills = new PlanRefillsFlow({ db, care, orders, now: deps.now });
  const reminders = new RemindersService({ db });
  const reviews = new ReviewsService({ db, publicReads });
  const testimonials = new TestimonialsService({ db });
  const contact = new ContactService({ db, now: deps.now });
  const tracking = new TrackingService({ db });
  const voiceSettings = deps.voice ?? DEFAULT_VOICE_SETTINGS;
  const voice = createVoiceService({ settings: voiceSettings, logger, loadEngine: deps.speechEngine });
  // Admin area (issue 16): the audit log and the staff's home and system status.
  const audit = new AuditService({ db });
  const adminKnowledge = new AdminKnowledgeService({ db, knowledge, chat });
  const admin = new AdminService({
    db,
    health,
    audit,
    openDataRequests: () => gdpr.openRequests(),
    serverErrors,
    providers: {
      chat: { name: chatSettings.llm ? 'openai-compatible' : 'embedded', configured: chatSettings.llm !== undefined },
      voice: { name: voiceSettings.elevenLabs ? 'elevenlabs' : 'offline', configured: voiceSettings.elevenLabs !== undefined },
      // Every provider taking payments here, online ones first: "stripe + razorpay + cod".
      payment: {
        name: [card?.name, razorpay?.provider.name, 'cod'].filter((name) => name !== undefined).join(' + '),
        configured: card !== undefined || razorpay !== undefined,
      },
    },
    jobs,
    mailEngine: mailer.kind,
    version: API_VERSION,
    commit: process.env.GUARDIANS_COMMIT?.trim() || null,
    startedAt: new Date(),
  });
  const kpis = new KpisService({ db });

  // Users (issue 16): accounts for staff, partner invitations.
  const userAdmin = new UserAdminService({ db });
  const partnerInvitations = new PartnerInvitationsService({ db, logger, settings, accounts, sendMail });

  // Every module declares its endpoints by contract, guarded by the sessions (server/http/endpoint-routes.ts).
  const declare: DeclareRoutes = () => endpointRoutes(sessions, { checkResponses: deps.checkResponses });
  const api = express.Router();
  // Before the JSON parser: the webhook's signature covers the raw body.
  api.use(paymentWebhookRoutes({ declare, orders, stripe, razorpay }));
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(rejectControlCharacters);
  // Admin area (issue 16): every /api/admin/* endpoint, whichever module defines it, is for staff only.
  api.use('/admin', sessions.requireStaff('admin.read'));
  api.use(adminRoutes({ declare, admin, audit }));
  api.use(adminKnowledgeRoutes({ declare, knowledge: adminKnowledge }));
  api.use(kpiRoutes({ declare, kpis }));
  api.use(userAdminRoutes({ declare, userAdmin }));
  api.use(partnerInvitationRoutes({ declare, sessions, invitations: partnerInvitations, wallet, settings }));
  api.use(systemRoutes({ declare, health }));
  api.use(guardianRoutes({ declare, guardians, health, publicReads }));
  api.use(habitRoutes({ declare, habits, health, publicReads }));
  api.use(assessmentRoutes({ declare, assessments, claims: assessmentClaims, sessions, health }));
  api.use(accountRoutes({ declare, accounts, passwordResets, sessions, wallet, settings }));
  api.use(adminSetupRoutes({ declare, adminSetup, sessions, wallet }));
  api.use(walletRoutes({ declare, wallet, commerce }));
  api.use(consentRoutes({ declare, consent, sessions }));
  api.use(catalogRoutes({ declare, catalog, health, publicReads }));
  api.use(reviewRoutes({ declare, reviews }));
  api.use(cartRoutes({ declare, cart }));
  api.use(checkoutRoutes({ declare, checkout }));
  api.use(orderRoutes({ declare, orders, purchases, razorpay }));
  api.use(guestOrderRoutes({ declare, orders, purchases, razorpay, limiter }));
  api.use(expertRoutes({ declare, experts, care, logger, health }));
  api.use(reminderRoutes({ declare, reminders }));
  api.use(brandProductRoutes({ declare, brandProducts }));
  api.use(testimonialRoutes({ declare, testimonials, health, publicReads }));
  api.use(contactRoutes({ declare, contact, sessions, limiter }));
  api.use(desktopAuthRoutes({ declare, desktopAuth, sessions }));
  api.use(chatRoutes({ declare, chat, sessions, limiter, messagesPerWindow: chatSettings.messagesPerWindow }));
  api.use(trackingRoutes({ declare, tracking }));
  api.use(reflectionRoutes({ declare, reflections }));
  api.use(voiceRoutes({ declare, voice, sessions }));
  api.use(careRoutes({ declare, care, clientRecords }));
  api.use(practiceRoutes({ declare, practice }));
  api.use(protocolRoutes({ declare, protocols, planOrders, planSubscriptions, planRefills }));
  api.use(labRoutes({ declare, labs, settings }));
  api.use(gdprRoutes({ declare, gdpr, sessions, settings }));
  api.use(mailPreferenceRoutes({ declare, mailPreferences, limiter }));
  api.use(communityRoutes({ declare, community }));
  api.use(subscriptionRoutes({ declare, subscriptions, renewals, links: settings }));
  for (const router of deps.extraRouters ?? []) api.use(router);
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(storefrontImageRoutes(deps.resourcesDir ?? DEFAULT_RESOURCES_DIR));
  // Development: the mails the outbox kept, readable in a browser on this machine (server/mail/outbox-page.ts).
  if (deps.devPages && mailer.kind === 'outbox') app.use(outboxPage(db));
  // Each product's page is drawn with the product and the landing with the guardians, from the same cached answers
  // their API reads give; the dashboard for its signed-in customer with their own answers.
  const answersOfCustomer = customerPageAnswers({ sessions, assessments, labs, cart });
  const web = webApp(deps.webDistDir, {
    publicAnswers: {
      product: async (slug) => (health.readable ? publicReads.answer(`product:${slug}`, async () => catalog.page(slug)) : undefined),
      guardians: async () => (health.readable ? publicReads.answer(GUARDIAN_LIST_READ.key, GUARDIAN_LIST_READ.read(guardians)) : undefined),
      products: async (query) => {
        if (!health.readable) return undefined;
        const { key, read } = productListReadOfUrl(catalog, query);
        return publicReads.answer(key, read);
      },
    },
    customerAnswers: async (req, res) => (health.readable ? answersOfCustomer(req, res) : undefined),
    onRenderError: (page, error) => logger.warn({ page, err: error }, 'A page could not be drawn; the shell or the pre-rendered page was served'),
  });
  app.use(web);
  app.use(errorHandler({ ...deps, serverErrors }));

  const sockets = new VoiceSocketServer({
    sessions,
    chat,
    voice,
    limiter,
    messagesPerWindow: chatSettings.messagesPerWindow,
    logger,
    allowedOrigins: settings.allowedOrigins,
    publicOrigin: settings.publicOrigin,
    allowedHosts: settings.allowedHosts,
    trustsProxy: app.get('trust proxy fn') as (address: string, hop: number) => boolean,
    idleMs: voiceSettings.socketIdleMs,
  });
  // listen()'s close() stops the voice sockets and the product pages' renderer with the server.
  const endpoints: SocketEndpoint = {
    attach: (server) => sockets.attach(server),
    close: async () => {
      await Promise.all([sockets.close(), web.close()]);
    },
  };
  const startJobs = async (options: StartJobsOptions = {}): Promise<BackgroundJobs> => {
    const schedules =
      options.schedules === false
        ? undefined
        : planSchedules(
            jobs,
            [
              unpaidOnlineOrderSchedule({ orders, health, logger }),
              subscriptionSchedule({ renewals, health, logger }),
              consultationPaymentSchedule({ payments: experts.payments, health, logger }),
              housekeepingSchedule(db, logger, async (now) => gdpr.sweepAt(now)),
              moveFilesOutSchedule(db, deps.files, logger),
              communityMailSchedule({ db, sendMail, preferences: mailPreferences, publicOrigin: settings.publicOrigin, logger }),
            ],
            logger,
          );
    if (options.work !== false) await jobs.start();
    // Another instance's write that changes public reads clears this one's cache at once (the TTL is the safety net).
    await changes
      ?.subscribe(() => publicReads.clearAnnounced())
      .catch((error: unknown) => logger.warn({ err: error }, 'Changes of other instances cannot be heard'));
    return {
      stop: async () => {
        schedules?.stop();
        await changes?.close();
        await jobs.close();
        await mailer.close();
        await deps.files.close();
      },
    };
  };
  return Object.assign(app, { sockets: endpoints, startJobs });
}
