// Shortcuts for API tests that need signed-in accounts of a given kind.
import { expect } from 'vitest';
import type { Role } from '@common/roles';
import { addRole, findUserByEmail } from '../modules/accounts/accounts.repository';
import type { TestApp } from './test-context';
import { TestVisitor, uniqueEmail } from './test-visitor';
import type { VisitorOptions } from './test-visitor';

export const TEST_PASSWORD = 'correct-horse-battery';

export interface RegisteredVisitor {
  visitor: TestVisitor;
  email: string;
  userId: string;
}

/** Registers a simple account through the API and keeps its session. */
export async function registerVisitor(app: TestApp, options: VisitorOptions & { label?: string; displayName?: string } = {}): Promise<RegisteredVisitor> {
  const visitor = new TestVisitor(app, options);
  const email = uniqueEmail(options.label);
  const response = await visitor.post('/api/register', {
    email,
    password: TEST_PASSWORD,
    ...(options.displayName !== undefined ? { displayName: options.displayName } : {}),
  });
  expect(response.status).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  return { visitor, email, userId: user.id };
}

/** A signed-in account holding `roles` besides customer, granted in the database; sessions read roles on every request. */
export async function visitorWithRoles(app: TestApp, roles: readonly Role[]): Promise<RegisteredVisitor> {
  const registered = await registerVisitor(app, { label: roles.join('-') || 'customer' });
  const user = await findUserByEmail(app.db, registered.email);
  if (!user) throw new Error('registered account not found');
  for (const role of roles) await addRole(app.db, user.id, role, new Date().toISOString());
  return registered;
}
