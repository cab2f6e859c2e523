import { describe, expect, it } from 'vitest';
import { HealthyHabitsResponse } from '@common/contracts/habits';
import { GUARDIAN_IDS } from '@common/guardians';
import { HEALTHY_HABITS } from '../../setup/seed/habits';
import { readErrorBody } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';

// These tests edit the database directly, past the services that invalidate the cached public reads.
const app = useTestApp({ publicReadTtlMs: 0 });

describe('GET /api/healthy-habits/guardian/:guardian', () => {
  it.each(GUARDIAN_IDS)('answers at least four seeded habits of %s, in the seeded order', async (guardian) => {
    const response = await app.request(`/api/healthy-habits/guardian/${guardian}`);
    expect(response.status).toBe(200);
    const { habits } = HealthyHabitsResponse.parse(await response.json());
    expect(habits.length).toBeGreaterThanOrEqual(4);
    expect(habits).toEqual(HEALTHY_HABITS[guardian].map(({ id, title, description }) => ({ id, title, description })));
    for (const habit of habits) expect(habit.id.startsWith(`${guardian}-`)).toBe(true);
  });

  it("never lists one guardian's habit under another", async () => {
    const ids = new Set<string>();
    for (const guardian of GUARDIAN_IDS) {
      const { habits } = HealthyHabitsResponse.parse(await (await app.request(`/api/healthy-habits/guardian/${guardian}`)).json());
      for (const habit of habits) {
        expect(ids.has(habit.id)).toBe(false);
        ids.add(habit.id);
      }
    }
  });

  it('answers 404 GUARDIAN_NOT_FOUND for an unknown guardian', async () => {
    const response = await app.request('/api/healthy-habits/guardian/zeus');
    expect(response.status).toBe(404);
    expect(await readErrorBody(response)).toMatchObject({ code: 'GUARDIAN_NOT_FOUND', error: expect.stringContaining('zeus') });
  });

  it('answers 400 VALIDATION_FAILED for a guardian id longer than any can be', async () => {
    const response = await app.request(`/api/healthy-habits/guardian/${'b'.repeat(65)}`);
    expect(response.status).toBe(400);
    expect(await readErrorBody(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('reads the habits from the database', async () => {
    await app.db.updateTable('healthy_habits').set({ title: 'Walk after every meal' }).where('id', '=', 'angio-walk-after-meals').execute();
    const { habits } = HealthyHabitsResponse.parse(await (await app.request('/api/healthy-habits/guardian/angio')).json());
    expect(habits[0]).toMatchObject({ id: 'angio-walk-after-meals', title: 'Walk after every meal' });
  });
});
