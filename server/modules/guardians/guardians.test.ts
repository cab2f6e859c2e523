import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardianListResponse, GuardianResponse } from '../../../common/contracts/guardians';
import { GUARDIAN_IDS } from '../../../common/guardians';
import { createTestDatabase, startTestApp } from '../../test/test-context';
import type { TestApp, TestDatabase } from '../../test/test-context';

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp({ location: database.location });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('GET /api/guardians', () => {
  it('lists the five seeded guardians in catalog order, matching the contract', async () => {
    const response = await app.request('/api/guardians');
    expect(response.status).toBe(200);
    const body = GuardianListResponse.parse(await response.json());
    expect(body.guardians.map((guardian) => guardian.id)).toEqual([...GUARDIAN_IDS]);
    expect(body.guardians[0]).toEqual({ id: 'angio', personaName: 'Captain Angio', title: 'Circulation Guardian', area: 'circulation', color: '#e03131' });
  });

  it('reads from the database, not from the bundled catalog', async () => {
    await app.db.updateTable('guardians').set({ title: 'Guardian of the Heart' }).where('id', '=', 'angio').execute();
    const body = GuardianListResponse.parse(await (await app.request('/api/guardians')).json());
    expect(body.guardians[0]?.title).toBe('Guardian of the Heart');
  });
});

describe('GET /api/guardians/:id', () => {
  it('returns one guardian', async () => {
    const response = await app.request('/api/guardians/biome');
    expect(response.status).toBe(200);
    const body = GuardianResponse.parse(await response.json());
    expect(body.guardian).toMatchObject({ id: 'biome', personaName: 'Commander Biome', color: '#f76707' });
  });

  it('answers 404 GUARDIAN_NOT_FOUND for an unknown id', async () => {
    const response = await app.request('/api/guardians/zeus');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'GUARDIAN_NOT_FOUND', error: expect.stringContaining('zeus') });
  });

  it('answers 400 VALIDATION_FAILED for an id longer than any guardian id can be', async () => {
    const response = await app.request(`/api/guardians/${'a'.repeat(65)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ location: 'params', path: 'id' })] } });
  });
});
