// The set-up most API test files share: one server on a fresh test database for the whole file, started before
// the first test and stopped (database dropped) after the last.
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, startTestApp } from './test-context';
import type { TestApp, TestAppOptions, TestDatabase } from './test-context';

/** The file's server; use it inside tests and hooks (it starts in beforeAll). */
export function useTestApp(options: Omit<TestAppOptions, 'location'> = {}): TestApp {
  let database: TestDatabase | undefined;
  let started: TestApp | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    started = await startTestApp({ ...options, location: database.location });
  });

  afterAll(async () => {
    await started?.close();
    await database?.drop();
  });

  return new Proxy({} as TestApp, {
    get(_target, property) {
      if (!started) throw new Error('useTestApp starts its server in beforeAll; use it inside a test or a hook.');
      const value: unknown = Reflect.get(started, property);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}
