// One-time codes that carry a browser sign-in over to the desktop app. The code is bound to the desktop app's
// nonce, lives two minutes and works once: whoever intercepts the guardian:// link late, twice or without
// the nonce the app holds gets nothing.
import type { Kysely } from 'kysely';
import type { DesktopAuthErrorCode } from '@common/contracts/desktop-auth';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { randomToken, sameDigest, sha256Hex } from '../../http/secrets';
import { deleteCodesExpiredBy, findCode, insertCode, spendCode } from './desktop-auth.repository';

export const DESKTOP_CODE_TTL_MS = 2 * 60 * 1000;

const REFUSALS: Record<DesktopAuthErrorCode, string> = {
  DESKTOP_CODE_INVALID: 'This desktop sign-in link is not valid. Start “Continue with Google” in the app again.',
  DESKTOP_CODE_EXPIRED: 'This desktop sign-in link has expired. Start “Continue with Google” in the app again.',
  DESKTOP_CODE_USED: 'This desktop sign-in link was already used. Start “Continue with Google” in the app again.',
  DESKTOP_NONCE_MISMATCH: 'This desktop sign-in link belongs to another sign-in attempt. Start “Continue with Google” in the app again.',
};

function refused(code: DesktopAuthErrorCode): AppError {
  return new AppError(400, code, REFUSALS[code]);
}

export interface DesktopAuthDependencies {
  db: Kysely<Database>;
  now?: () => Date;
}

export class DesktopAuthService {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(deps: DesktopAuthDependencies) {
    this.#db = deps.db;
    this.#now = deps.now ?? (() => new Date());
  }

  async issueCode(userId: string, nonce: string): Promise<{ code: string; expiresAt: string }> {
    const now = this.#now();
    const code = randomToken();
    const expiresAt = new Date(now.getTime() + DESKTOP_CODE_TTL_MS).toISOString();
    // Expired codes are useless; clearing them here keeps the table small without a scheduler.
    await deleteCodesExpiredBy(this.#db, now.toISOString());
    await insertCode(this.#db, {
      code_hash: sha256Hex(code),
      nonce_hash: sha256Hex(nonce),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    });
    return { code, expiresAt };
  }

  /** The account the code signs in. The code is spent by any attempt, right or wrong, so it cannot be tried twice. */
  async redeem(code: string, nonce: string): Promise<string> {
    const codeHash = sha256Hex(code);
    const row = await findCode(this.#db, codeHash);
    if (!row) throw refused('DESKTOP_CODE_INVALID');
    if (row.used_at !== null) throw refused('DESKTOP_CODE_USED');
    const now = this.#now().toISOString();
    if (!(await spendCode(this.#db, codeHash, now))) throw refused('DESKTOP_CODE_USED');
    if (row.expires_at <= now) throw refused('DESKTOP_CODE_EXPIRED');
    if (!sameDigest(row.nonce_hash, sha256Hex(nonce))) throw refused('DESKTOP_NONCE_MISMATCH');
    return row.user_id;
  }
}
