// The staff's home (to-do counts, today's figures, latest audit entries) and the system status of /debug-admin.
import { Migrator, PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';
import { utcDayStart } from '@common/contracts/admin';
import type { AdminHome, SystemStatus } from '@common/contracts/admin';
import type { StorefrontCurrency } from '@common/commerce';
import type { DatabaseHealth } from '../../db/health';
import { pingDatabase } from '../../db/health';
import { MIGRATIONS } from '../../db/migrations/index';
import type { Database } from '../../db/schema';
import type { AuditService } from '../audit/audit.exports';
import { countOrdersWithStatus, countPendingProducts, countPendingReviews, countSignUpsBetween, ordersPlacedBetween } from './admin.repository';
import type { ServerErrorLog } from './server-errors';
import type { JobQueue } from '../../jobs/job-queue';

export const LATEST_AUDIT_ON_HOME = 10;
/** A ping slower than this counts as unreachable on the status page. */
const PING_TIMEOUT_MS = 2_000;

/** Which providers this server uses and whether each is configured; names only, never keys or URLs. */
export interface ProviderSummary {
  chat: { name: string; configured: boolean };
  voice: { name: string; configured: boolean };
  payment: { name: string; configured: boolean };
}

/** Failed jobs /debug-admin lists. */
const RECENT_FAILED_JOBS = 20;

export interface AdminDependencies {
  db: Kysely<Database>;
  health: Pick<DatabaseHealth, 'available'>;
  audit: AuditService;
  serverErrors: ServerErrorLog;
  providers: ProviderSummary;
  /** The job queue's health for /debug-admin. */
  jobs: Pick<JobQueue, 'kind' | 'counts' | 'failed'>;
  mailEngine: 'outbox' | 'smtp';
  version: string;
  commit: string | null;
  startedAt: Date;
  /** Open GDPR data requests (pending exports, scheduled deletions); 0 when not given. */
  openDataRequests?: () => Promise<number>;
  now?: () => Date;
}

export class AdminService {
  readonly #deps: AdminDependencies;
  readonly #now: () => Date;

  constructor(deps: AdminDependencies) {
    this.#deps = deps;
    this.#now = deps.now ?? (() => new Date());
  }

  async home(): Promise<AdminHome> {
    const { db, audit } = this.#deps;
    const date = this.#now().toISOString().slice(0, 10);
    const fromAt = utcDayStart(date) ?? '';
    const beforeAt = utcDayStart(date, 1) ?? '';
    const [productsAwaitingVerification, reviewsAwaitingModeration, ordersToPack, today, signUps, latestAudit, dataRequestsOpen] = await Promise.all([
      countPendingProducts(db),
      countPendingReviews(db),
      countOrdersWithStatus(db, 'paid'),
      ordersPlacedBetween(db, fromAt, beforeAt),
      countSignUpsBetween(db, fromAt, beforeAt),
      audit.latest(LATEST_AUDIT_ON_HOME),
      this.#deps.openDataRequests?.() ?? Promise.resolve(0),
    ]);
    return {
      todo: { productsAwaitingVerification, reviewsAwaitingModeration, ordersToPack, dataRequestsOpen },
      today: {
        date,
        orders: today.orders,
        revenue: today.revenue.map((line) => ({ currency: line.currency as StorefrontCurrency, amount: line.amount })),
        signUps,
      },
      latestAudit,
    };
  }

  async system(): Promise<SystemStatus> {
    const { db, health, serverErrors } = this.#deps;
    const now = this.#now();
    const ping = await this.#ping();
    const migrations = ping.reachable ? await this.#appliedMigrations() : [];
    const memory = process.memoryUsage();
    return {
      database: {
        dialect: db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite',
        reachable: ping.reachable,
        latencyMs: ping.latencyMs,
        readOnly: !health.available,
        migrations: { count: migrations.length, names: migrations },
      },
      providers: this.#deps.providers,
      jobs: await this.#jobs(),
      mail: { engine: this.#deps.mailEngine },
      version: this.#deps.version,
      commit: this.#deps.commit,
      startedAt: this.#deps.startedAt.toISOString(),
      uptimeSeconds: Math.max(0, Math.round((now.getTime() - this.#deps.startedAt.getTime()) / 1000)),
      memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal },
      requests: serverErrors.counts(),
      recentErrors: serverErrors.recent(),
    };
  }

  async #jobs(): Promise<SystemStatus['jobs']> {
    const { jobs } = this.#deps;
    try {
      const [counts, recentFailures] = await Promise.all([jobs.counts(), jobs.failed(RECENT_FAILED_JOBS)]);
      return { engine: jobs.kind, reachable: true, ...counts, recentFailures };
    } catch {
      return { engine: jobs.kind, reachable: false, waiting: 0, active: 0, failed: 0, recentFailures: [] };
    }
  }

  async #ping(): Promise<{ reachable: boolean; latencyMs: number | null }> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([pingDatabase(this.#deps.db), timeout]);
      return { reachable: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
    } catch {
      return { reachable: false, latencyMs: null };
    } finally {
      clearTimeout(timer);
    }
  }

  async #appliedMigrations(): Promise<string[]> {
    try {
      const migrator = new Migrator({ db: this.#deps.db, provider: { getMigrations: () => Promise.resolve({ ...MIGRATIONS }) } });
      const known = await migrator.getMigrations();
      return known.filter((migration) => migration.executedAt !== undefined).map((migration) => migration.name);
    } catch {
      return [];
    }
  }
}
