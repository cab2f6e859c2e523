import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SignupBreadcrumbResponse, Wallet, WalletEntry } from '@common/contracts/wallet';
import type { AccountUser } from '@common/contracts/accounts';
import { findGuardian } from '@common/guardians';
import { normalizeEmail } from '@common/email';
import { REWARD_TYPES } from '@common/rewards';
import type { RewardType, SignupBreadcrumb } from '@common/rewards';
import type { AccountSettings } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hasLedgerEntry, insertLedgerEntryOnce, listLedgerEntries, lockAccountRow, sumLedger } from './wallet.repository';
import type { LedgerEntryRow } from './wallet.repository';

function isRewardType(value: string): value is RewardType {
  return (REWARD_TYPES as readonly string[]).includes(value);
}

function toEntry(row: LedgerEntryRow): WalletEntry {
  // The ledger is only written with reward types of the spec; anything else would be a bug worth hearing about.
  if (!isRewardType(row.reward_type)) throw new Error(`Ledger entry ${row.id} has an unknown reward type ${row.reward_type}`);
  return { id: row.id, amount: row.amount, rewardType: row.reward_type, description: row.description, createdAt: row.created_at };
}

/** A ledger entry written in the caller's transaction: amount is positive for a credit and for a debit alike. */
export interface LedgerMove {
  userId: string;
  amount: number;
  rewardType: RewardType;
  description: string;
  /** One entry per key, however often the move is retried. */
  idempotencyKey: string;
  at: string;
}

/** How much of a debit a balance can take without going below zero. */
export function coinsCoveredBy(balance: number, amount: number): number {
  return Math.max(0, Math.min(amount, balance));
}

export interface Credit {
  userId: string;
  amount: number;
  rewardType: RewardType;
  description: string;
  /** e.g. signup:<userId>; a second credit with the same key is never written. */
  idempotencyKey: string;
}

/** What kind of ledger entry a signup reward is, whatever the breadcrumb says. */
export const SIGNUP_REWARD_TYPE = 'system_bonus';

export function signupRewardKey(userId: string): string {
  return `signup:${userId}`;
}

export interface WalletDependencies {
  db: Kysely<Database>;
  settings: Pick<AccountSettings, 'signupRewardCoins'>;
}

export class WalletService {
  readonly #deps: WalletDependencies;

  constructor(deps: WalletDependencies) {
    this.#deps = deps;
  }

  /** Balance and entries read in one transaction, so the balance always equals the sum of the entries shown. */
  get(userId: string): Promise<Wallet> {
    return this.#deps.db.transaction().execute(async (trx) => {
      const [entries, balance] = await Promise.all([listLedgerEntries(trx, userId), sumLedger(trx, userId)]);
      return { balance, currency: 'coins', entries: entries.map(toEntry) };
    });
  }

  /** Writes the credit at most once per idempotency key, whatever is retried or runs in parallel. */
  async creditOnce(credit: Credit, now = new Date()): Promise<{ credited: boolean; wallet: Wallet }> {
    const credited = await this.#deps.db.transaction().execute((trx) =>
      insertLedgerEntryOnce(trx, {
        id: randomUUID(),
        user_id: credit.userId,
        amount: credit.amount,
        reward_type: credit.rewardType,
        description: credit.description,
        idempotency_key: credit.idempotencyKey,
        created_at: now.toISOString(),
      }),
    );
    return { credited, wallet: await this.get(credit.userId) };
  }

  /**
   * The balance, with the account's row locked until the caller's transaction ends: a debit decided on it cannot be
   * raced by another. Lock it before the rows the transaction locks next (orders, stock), as every debit does.
   */
  async lockedBalance(trx: Kysely<Database>, userId: string): Promise<number> {
    await lockAccountRow(trx, userId);
    return sumLedger(trx, userId);
  }

  /** Whether an entry with this key was written (as the caller's transaction sees the ledger). */
  hasEntryWithin(trx: Kysely<Database>, idempotencyKey: string): Promise<boolean> {
    return hasLedgerEntry(trx, idempotencyKey);
  }

  /** A credit in the caller's transaction, once per key: true when this call wrote it. */
  creditWithin(trx: Kysely<Database>, move: LedgerMove): Promise<boolean> {
    return insertLedgerEntryOnce(trx, entryOf(move, move.amount));
  }

  /**
   * A debit in the caller's transaction, once per key, and only when the balance covers it: a wallet never goes
   * below zero. False (nothing written) when it does not.
   */
  async spendWithin(trx: Kysely<Database>, move: LedgerMove): Promise<boolean> {
    if (coinsCoveredBy(await this.lockedBalance(trx, move.userId), move.amount) < move.amount) return false;
    await insertLedgerEntryOnce(trx, entryOf(move, -move.amount));
    return true;
  }

  /**
   * Takes back up to `amount` coins in the caller's transaction, never more than the balance holds: what was spent
   * already stays spent. The coins taken (0 when the key was used before or nothing is left).
   */
  async takeBackWithin(trx: Kysely<Database>, move: LedgerMove, describe: (taken: number) => string): Promise<number> {
    const taken = coinsCoveredBy(await this.lockedBalance(trx, move.userId), move.amount);
    if (taken === 0) return 0;
    return (await insertLedgerEntryOnce(trx, entryOf({ ...move, description: describe(taken) }, -taken))) ? taken : 0;
  }

  /**
   * Spec 4's signup reward: paid once per account, for the account whose email the breadcrumb names. The server
   * decides what it pays (SIGNUP_REWARD_COINS, type system_bonus): the breadcrumb is validated as spec 5 says, but its
   * rewardAmount and rewardType are the client's wish, never what is credited.
   */
  async processSignupBreadcrumb(user: AccountUser, request: { userEmail: string; breadcrumbData: SignupBreadcrumb }): Promise<SignupBreadcrumbResponse> {
    if (normalizeEmail(request.userEmail) !== user.email) {
      throw new AppError(403, 'EMAIL_MISMATCH', 'The signup reward can only be claimed for the account you are signed in with.');
    }
    const rewardCoins = this.#deps.settings.signupRewardCoins;
    const breadcrumb = request.breadcrumbData;
    const guardian = findGuardian(breadcrumb.guardianId);
    const { credited, wallet } = await this.creditOnce({
      userId: user.id,
      amount: rewardCoins,
      rewardType: SIGNUP_REWARD_TYPE,
      description: `Welcome reward from ${guardian?.personaName ?? breadcrumb.guardianId} (${breadcrumb.action})`.slice(0, 255),
      idempotencyKey: signupRewardKey(user.id),
    });
    const message = credited
      ? `Welcome to the Guardian Council! ${rewardCoins} coins have been added to your wallet.`
      : 'Your signup reward was already credited to your wallet.';
    return { message, credited, wallet };
  }
}

function entryOf(move: LedgerMove, signedAmount: number): LedgerEntryRow {
  return {
    id: randomUUID(),
    user_id: move.userId,
    amount: signedAmount,
    reward_type: move.rewardType,
    description: move.description.slice(0, 255),
    idempotency_key: move.idempotencyKey,
    created_at: move.at,
  };
}
