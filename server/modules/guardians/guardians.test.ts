import { describe, expect, it } from 'vitest';
import { GuardianListResponse, GuardianResponse } from '@common/contracts/guardians';
import { GUARDIAN_IDS } from '@common/guardians';
import { GUARDIAN_CONTENT } from '../../setup/seed/guardian-content';
import { readErrorBody } from '../../test/test-context';
import { useTestApp } from '../../test/use-test-app';
import { RECOMMENDED_PRODUCTS_PER_GUARDIAN } from './guardians.service';

// These tests edit the database directly, past the services that invalidate the cached public reads.
const app = useTestApp({ publicReadTtlMs: 0 });

async function listGuardians(): Promise<GuardianListResponse> {
  const response = await app.request('/api/guardians');
  expect(response.status).toBe(200);
  return GuardianListResponse.parse(await response.json());
}

describe('GET /api/guardians', () => {
  it('lists the five seeded guardians in catalog order, keeping the summary fields', async () => {
    const body = await listGuardians();
    expect(body.guardians.map((guardian) => guardian.id)).toEqual([...GUARDIAN_IDS]);
    expect(body.guardians[0]).toMatchObject({
      id: 'angio',
      personaName: 'Captain Angio',
      title: 'Circulation Guardian',
      area: 'circulation',
      color: '#e03131',
    });
  });

  it('gives every guardian a complete content entry of spec 3, with a role', async () => {
    for (const guardian of (await listGuardians()).guardians) {
      const seeded = GUARDIAN_CONTENT[guardian.id];
      expect(guardian).toMatchObject({
        name: seeded.name,
        fullName: seeded.fullName,
        role: seeded.role,
        subtitle: seeded.subtitle,
        description: seeded.description,
        detailedDescription: seeded.detailedDescription,
        aiEntity: seeded.aiEntity,
      });
      expect(guardian.role.length).toBeGreaterThan(0);
      expect(guardian.tags).toEqual(seeded.tags.map((label) => ({ label })));
      expect(guardian.science).toEqual({
        system: seeded.science.system,
        nutrients: [...seeded.science.nutrients],
        challenges: [...seeded.science.challenges],
        benefits: [...seeded.science.benefits],
      });
      for (const level of ['high', 'medium', 'low'] as const) {
        expect(guardian.optimizationTips[level]).toEqual([...seeded.optimizationTips[level]]);
        expect(guardian.optimizationTips[level].length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('names the nutrients each guardian is known for', async () => {
    const nutrients = Object.fromEntries((await listGuardians()).guardians.map((guardian) => [guardian.id, guardian.science.nutrients.join(' | ')]));
    expect(nutrients.angio).toMatch(/nitric oxide/i);
    expect(nutrients.angio).toMatch(/omega-3/i);
    expect(nutrients.angio).toMatch(/coenzyme q10/i);
    expect(nutrients.regenera).toMatch(/NAD\+/);
    expect(nutrients.regenera).toMatch(/collagen/i);
    expect(nutrients.biome).toMatch(/probiotic/i);
    expect(nutrients.biome).toMatch(/prebiotic/i);
    expect(nutrients.genomica).toMatch(/DHA/);
    expect(nutrients.genomica).toMatch(/choline/i);
    expect(nutrients.immuno).toMatch(/vitamin D/i);
    expect(nutrients.immuno).toMatch(/zinc/i);
  });

  it('reads from the database, not from the bundled catalog', async () => {
    await app.db.updateTable('guardians').set({ title: 'Guardian of the Heart' }).where('id', '=', 'angio').execute();
    await app.db.updateTable('guardian_content').set({ role: 'Keeps the beat' }).where('guardian_id', '=', 'angio').execute();
    const [angio] = (await listGuardians()).guardians;
    expect(angio).toMatchObject({ title: 'Guardian of the Heart', role: 'Keeps the beat' });
  });
});

describe('recommended products', () => {
  it('recommends, for every guardian, approved catalog products of that guardian that the catalog API serves', async () => {
    for (const guardian of (await listGuardians()).guardians) {
      expect(guardian.recommendedProducts.length).toBeGreaterThan(0);
      expect(guardian.recommendedProducts.length).toBeLessThanOrEqual(RECOMMENDED_PRODUCTS_PER_GUARDIAN);
      for (const recommended of guardian.recommendedProducts) {
        const row = await app.db
          .selectFrom('products')
          .select(['id', 'slug', 'name', 'guardian', 'review_status'])
          .where('id', '=', recommended.id)
          .executeTakeFirst();
        expect(row).toEqual({ ...recommended, guardian: guardian.id, review_status: 'approved' });
        const response = await app.request(`/api/products/${encodeURIComponent(recommended.slug)}`);
        expect(response.status).toBe(200);
        expect(((await response.json()) as { product: { id: string } }).product.id).toBe(recommended.id);
      }
    }
  });

  it('recommends the best-rated products first and never a product that is not approved', async () => {
    const approved = await app.db
      .selectFrom('products')
      .select(['id', 'rating_tenths', 'review_count'])
      .where('guardian', '=', 'biome')
      .where('review_status', '=', 'approved')
      .orderBy('rating_tenths', 'desc')
      .orderBy('review_count', 'desc')
      .orderBy('id')
      .execute();
    const before = GuardianResponse.parse(await (await app.request('/api/guardians/biome')).json()).guardian.recommendedProducts;
    expect(before.map((product) => product.id)).toEqual(approved.slice(0, RECOMMENDED_PRODUCTS_PER_GUARDIAN).map((product) => product.id));

    // The best-rated biome product goes back to review: it must drop out of the recommendations at once.
    const [best] = before;
    if (!best) throw new Error('biome has no recommended product');
    await app.db.updateTable('products').set({ review_status: 'pending' }).where('id', '=', best.id).execute();
    try {
      const after = GuardianResponse.parse(await (await app.request('/api/guardians/biome')).json()).guardian.recommendedProducts;
      expect(after.map((product) => product.id)).not.toContain(best.id);
    } finally {
      await app.db.updateTable('products').set({ review_status: 'approved' }).where('id', '=', best.id).execute();
    }
  });
});

describe('GET /api/guardians/:id', () => {
  it('returns one guardian with its content entry', async () => {
    const response = await app.request('/api/guardians/biome');
    expect(response.status).toBe(200);
    const body = GuardianResponse.parse(await response.json());
    expect(body.guardian).toMatchObject({
      id: 'biome',
      personaName: 'Commander Biome',
      color: '#f76707',
      name: 'Commander Biome',
      fullName: GUARDIAN_CONTENT.biome.fullName,
    });
    expect(body.guardian.science.system).toBe(GUARDIAN_CONTENT.biome.science.system);
  });

  it('answers 404 GUARDIAN_NOT_FOUND for an unknown id', async () => {
    const response = await app.request('/api/guardians/zeus');
    expect(response.status).toBe(404);
    expect(await readErrorBody(response)).toMatchObject({ code: 'GUARDIAN_NOT_FOUND', error: expect.stringContaining('zeus') });
  });

  it('answers 400 VALIDATION_FAILED for an id longer than any guardian id can be', async () => {
    const response = await app.request(`/api/guardians/${'a'.repeat(65)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { issues: [expect.objectContaining({ location: 'params', path: 'id' })] },
    });
  });
});
