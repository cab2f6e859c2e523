// A signed-in practitioner account with its expert profile, linked as the seed links them (issue 15's tests).
import { randomUUID } from 'node:crypto';
import type { Role } from '@common/roles';
import { visitorWithRoles } from './accounts-helpers';
import type { RegisteredVisitor } from './accounts-helpers';
import type { TestApp } from './test-context';

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
