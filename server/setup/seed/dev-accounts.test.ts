import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LabOrderResponse } from '@common/contracts/labs';
import { SIGN_IN_ROLE_GROUPS } from '@common/roles';
import { registerVisitor } from '../../test/accounts-helpers';
import { createTestDatabase, startTestApp } from '../../test/test-context';
import type { TestDatabase } from '../../test/test-context';
import { TestVisitor } from '../../test/test-visitor';
import { DEV_ACCOUNT_PASSWORD, DEV_ACCOUNTS } from './dev-accounts';
import { expertImagePath, SEED_EXPERTS } from './experts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe('development partner accounts', () => {
  it('are absent from a database started in production', async () => {
    const production = await startTestApp({ location: database.location, accounts: { seedDevAccounts: false } });
    try {
      const rows = await production.db
        .selectFrom('users')
        .select('email')
        .where(
          'email',
          'in',
          DEV_ACCOUNTS.map((account) => account.email),
        )
        .execute();
      expect(rows).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it('exist in development, one per partner role, and sign in at their screens with the published password', async () => {
    const development = await startTestApp({ location: database.location, accounts: { seedDevAccounts: true } });
    try {
      expect(DEV_ACCOUNTS.map((account) => account.role).sort()).toEqual([...SIGN_IN_ROLE_GROUPS.partner].sort());
      for (const account of DEV_ACCOUNTS) {
        const visitor = new TestVisitor(development);
        const expectedRole = account.role === 'brand_partner' ? 'brand_partner' : 'partner';
        const login = await visitor.post('/api/login', { email: account.email, password: DEV_ACCOUNT_PASSWORD, expectedRole });
        expect(login.status, account.email).toBe(200);
        expect(await (await visitor.get('/api/partner/ping')).json()).toMatchObject({ area: 'partner', roles: [account.role] });
        if (account.role === 'lab' || account.role === 'brand_partner') continue;
        // Each practitioner has a practice at once: office hours in India, bookable from /find-expert.
        const availability = await visitor.get('/api/partner/availability');
        expect(availability.status, account.email).toBe(200);
        expect(await availability.json()).toMatchObject({ availability: { timeZone: 'Asia/Kolkata', sessionMinutes: 30 } });
        expect((await visitor.get('/api/partner/consultations')).status, account.email).toBe(200);
      }
      const listed = (await (await development.request('/api/experts?limit=50')).json()) as { experts: { slug: string; name: string; image: string }[] };
      const practices = listed.experts.filter((expert) => expert.slug.startsWith('dev-'));
      expect(practices.map((expert) => expert.slug).sort()).toEqual(['dev-ayurvedic', 'dev-doctor', 'dev-health-coach', 'dev-nutritionist']);
      // No borrowed portrait: another expert's picture carries that expert's initials, not "Dr. Devi"'s.
      const portraits = new Set(SEED_EXPERTS.map((expert) => expertImagePath(expert.slug)));
      for (const practice of practices) expect(portraits.has(practice.image), practice.slug).toBe(false);
    } finally {
      await development.close();
    }
  });

  it("give the development lab its record at once, so the doctor's first lab order goes to it before the lab ever signs in", async () => {
    const development = await startTestApp({ location: database.location, accounts: { seedDevAccounts: true } });
    try {
      const devLab = DEV_ACCOUNTS.find((account) => account.role === 'lab');
      const listed = (await (await development.request('/api/experts?limit=50')).json()) as { experts: { id: string; slug: string }[] };
      const devDoctor = listed.experts.find((expert) => expert.slug === 'dev-doctor');
      const client = await registerVisitor(development);
      expect((await client.visitor.post('/api/care/consents', { practitionerId: devDoctor?.id, scopes: ['lab_results'] })).status).toBe(201);
      const doctor = new TestVisitor(development);
      const login = await doctor.post('/api/login', { email: 'doctor@dev.guardians.test', password: DEV_ACCOUNT_PASSWORD, expectedRole: 'partner' });
      expect(login.status).toBe(200);
      const ordered = await doctor.post(`/api/partner/clients/${client.userId}/lab-orders`, { tests: ['vitamin_d_25oh'] });
      expect(ordered.status, await ordered.clone().text()).toBe(201);
      expect(LabOrderResponse.parse(await ordered.json()).order.lab?.name).toBe(devLab?.displayName);
      const labs = await development.db.selectFrom('labs').innerJoin('users', 'users.id', 'labs.user_id').select(['users.email', 'labs.name']).execute();
      expect(labs).toEqual([{ email: devLab?.email, name: devLab?.displayName }]);

      // A second start (or a second instance) finds the record and makes no other.
      const again = await startTestApp({ location: database.location, accounts: { seedDevAccounts: true } });
      await again.close();
      expect(await development.db.selectFrom('labs').select('id').execute()).toHaveLength(1);
    } finally {
      await development.close();
    }
  });

  it('stop accepting the published password when the same database is started in production', async () => {
    const production = await startTestApp({ location: database.location, accounts: { seedDevAccounts: false } });
    try {
      for (const account of DEV_ACCOUNTS) {
        const login = await new TestVisitor(production).post('/api/login', { email: account.email, password: DEV_ACCOUNT_PASSWORD });
        expect(login.status, account.email).toBe(401);
      }
    } finally {
      await production.close();
    }
  });
});
