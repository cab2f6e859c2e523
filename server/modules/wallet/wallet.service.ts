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
import { insertLedgerEntryOnce, listLedgerEntries, sumLedger } from './wallet.repository';
import type { LedgerEntryRow } from './wallet.repository';

function isRewardType(value: string): value is RewardType {
  return (REWARD_TYPES as readonly string[]).includes(value);
}

function toEntry(row: LedgerEntryRow): WalletEntry {
  // The ledger is only written with reward types of the spec; anything else would be a bug worth hearing about.
  if (!isRewardType(row.reward_type)) throw new Error(`Ledger entry ${row.id} has an unknown reward type ${row.reward_type}`);
  return { id: row.id, amount: row.amount, rewardType: row.reward_type, description: row.description, createdAt: row.created_at };
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
