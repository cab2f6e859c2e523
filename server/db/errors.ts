// Recognises database errors the services turn into answers, on SQLite and PostgreSQL alike.

/** A UNIQUE or PRIMARY KEY constraint refused the row: someone else wrote it first. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  // 23505: PostgreSQL unique_violation; better-sqlite3 names the SQLite extended result code.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * The database cannot store more: SQLite's file could not grow (a full disk, or its max_page_count). Reads still work;
 * the API treats it as an outage until a write fits again (DatabaseHealth.reportStorageFull).
 */
export function isStorageFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return (error as { code: unknown }).code === 'SQLITE_FULL';
}
