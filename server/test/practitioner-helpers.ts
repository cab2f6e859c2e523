// Issue 15's tests: a signed-in practitioner account with its expert profile (linked as the seed links them), and the
// role-isolation check every practitioner endpoint must pass.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Role } from '@common/roles';
import { registerVisitor, visitorWithRoles } from './accounts-helpers';
import type { RegisteredVisitor } from './accounts-helpers';
import { readErrorBody } from './test-context';
import type { TestApp } from './test-context';
import { TestVisitor } from './test-visitor';

export interface TestPractitioner extends RegisteredVisitor {
  expertId: string;
}

export async function practitionerWithProfile(app: TestApp, role: Role = 'doctor', name = 'Dr Ananya Sharma', sessionMinutes = 30): Promise<TestPractitioner> {
  const registered = await visitorWithRoles(app, [role]);
  const expertId = randomUUID();
  await app.db
    .insertInto('experts')
    .values({
      id: expertId,
      slug: `test-${expertId}`,
      user_id: registered.userId,
      name,
      profession: role,
      title: 'Test practitioner',
      guardian_focus: 'angio',
      rating_tenths: 45,
      review_count: 0,
      bio: 'A practitioner made for a test.',
      price: 50000,
      currency: 'INR',
      session_minutes: sessionMinutes,
      languages: 'English',
      years_experience: 5,
      image: '/resources/experts/test.svg',
      created_at: new Date().toISOString(),
    })
    .execute();
  return { ...registered, expertId };
}

/** One request of a role-isolation table: method, path and JSON body. */
export type ApiCall = [method: string, path: string, body?: unknown];

export function sendCall(visitor: TestVisitor, [method, path, body]: ApiCall): Promise<Response> {
  return visitor.request(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
}

/**
 * Every call answers 401 signed out, and 403 FORBIDDEN to a customer, a lab, a brand partner, an admin and support:
 * the practitioner endpoints are checked before their parameters are even read.
 */
export async function expectPractitionersOnly(app: TestApp, calls: readonly ApiCall[]): Promise<void> {
  const signedOut = new TestVisitor(app);
  for (const call of calls) expect((await sendCall(signedOut, call)).status, `signed out ${call.join(' ')}`).toBe(401);
  const { visitor: customer } = await registerVisitor(app);
  const others = await Promise.all((['lab', 'brand_partner', 'admin', 'support'] as const).map((role) => visitorWithRoles(app, [role])));
  for (const [who, visitor] of [
    ['customer', customer],
    ...others.map((other, index) => [['lab', 'brand_partner', 'admin', 'support'][index], other.visitor]),
  ] as [string, TestVisitor][]) {
    for (const call of calls) {
      const response = await sendCall(visitor, call);
      expect(response.status, `${who} ${call.join(' ')}`).toBe(403);
      expect((await readErrorBody(response)).code).toBe('FORBIDDEN');
    }
  }
}
