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

export interface Database {
  guardians: GuardiansTable;
  app_meta: AppMetaTable;
}
