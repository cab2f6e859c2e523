// Kysely table types. Timestamps are ISO-8601 UTC text so both SQLite and PostgreSQL return the same strings.

export interface GuardiansTable {
  id: string;
  persona_name: string;
  title: string;
  area: string;
  theme: string;
}

/** Facts about the installation itself, such as when the seed data was written. */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

/** An account. Flags are integers 0/1 so SQLite and PostgreSQL store them alike. */
export interface UsersTable {
  id: string;
  uid: string;
  /** Trimmed and lower-cased. */
  email: string;
  display_name: string;
  photo_url: string | null;
  /** scrypt$N$r$p$salt$hash; null for demo and federated accounts. */
  password_hash: string | null;
  auth_provider: 'simple' | 'demo' | 'firebase';
  is_demo: number;
  firebase_uid: string | null;
  created_at: string;
}

export interface UserRolesTable {
  user_id: string;
  role: string;
  created_at: string;
}

/** A signed-in browser. The id is the SHA-256 hash of the cookie's token, so a database leak yields no usable session. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  last_seen: string;
}

/** The wallet: balance is the sum of a user's entries; idempotency_key makes every credit happen once. */
export interface WalletLedgerTable {
  id: string;
  user_id: string;
  amount: number;
  reward_type: string;
  description: string;
  idempotency_key: string;
  created_at: string;
}

/** Spec 3: one cookie-consent choice per row, with the address it came from. */
export interface ConsentRecordsTable {
  id: string;
  user_id: string | null;
  user_email: string | null;
  consent_type: string;
  granted: number;
  data_source: string | null;
  form_type: string | null;
  ip_address: string | null;
  user_agent: string | null;
  session_id: string;
  created_at: string;
}

/** Fixed-window counters shared by every server instance on the same database. */
export interface RateLimitBucketsTable {
  key: string;
  hits: number;
  window_ends_at: string;
}

/** The one-time first-admin setup: only the token's SHA-256 hash is stored. */
export interface AdminSetupTable {
  id: string;
  token_hash: string | null;
  issued_at: string;
  closed_at: string | null;
}

export interface Database {
  guardians: GuardiansTable;
  app_meta: AppMetaTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  wallet_ledger: WalletLedgerTable;
  consent_records: ConsentRecordsTable;
  rate_limit_buckets: RateLimitBucketsTable;
  admin_setup: AdminSetupTable;
}
