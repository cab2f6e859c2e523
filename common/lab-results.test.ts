import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './contracts/orders';
import {
  DEFAULT_VITAMIN_D_BANDS,
  kitSampleExpected,
  LAB_ORDER_STATUSES,
  mayAttachLabReport,
  mayMoveLabOrder,
  nextLabOrderStatuses,
  normaliseVitaminDObservation,
  VITAMIN_D_PRODUCT_SLUG,
  VITAMIN_D_RETEST_WEEKS,
  vitaminDBandOf,
  vitaminDNextSteps,
} from './lab-results';
import { CHILD_PRODUCTS, PRODUCT_ALLERGENS, PRODUCT_INGREDIENTS } from './chat-topics';
import type { LabOrderStatus } from './lab-results';

describe('lab order lifecycle', () => {
  const allowed: [LabOrderStatus, LabOrderStatus][] = [
    ['ordered', 'sample_received'],
    ['ordered', 'cancelled'],
    ['sample_received', 'processing'],
    ['sample_received', 'cancelled'],
    ['processing', 'resulted'],
    ['processing', 'cancelled'],
  ];

  it.each(LAB_ORDER_STATUSES.flatMap((from) => LAB_ORDER_STATUSES.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    const expected = allowed.some(([a, b]) => a === from && b === to);
    expect(mayMoveLabOrder(from, to)).toBe(expected);
  });

  it('ends at resulted and cancelled', () => {
    expect(nextLabOrderStatuses('resulted')).toEqual([]);
    expect(nextLabOrderStatuses('cancelled')).toEqual([]);
  });
});

describe("a test kit's sample", () => {
  it.each(ORDER_STATUSES.map((status) => [status, status === 'delivered'] as const))('is expected when its shop order is %s: %s', (status, expected) => {
    expect(kitSampleExpected(status)).toBe(expected);
  });

  it.each(LAB_ORDER_STATUSES.map((status) => [status, ['sample_received', 'processing', 'resulted'].includes(status)] as const))(
    'lets a report be attached to an order that is %s: %s',
    (status, expected) => {
      expect(mayAttachLabReport(status)).toBe(expected);
    },
  );
});

describe('normaliseVitaminDObservation', () => {
  it.each([
    [
      { code: '62292-8', value: 30, unit: 'ng/mL' },
      { ngPerMl: 30, nmolPerL: 74.88 },
    ],
    [
      { code: '1989-3', value: 30, unit: 'ng/mL' },
      { ngPerMl: 30, nmolPerL: 74.88 },
    ],
    [
      { code: ' 62292-8 ', value: 74.88, unit: 'nmol/L' },
      { ngPerMl: 30, nmolPerL: 74.88 },
    ],
    [
      { code: '62292-8', value: 50, unit: 'NMOL/L' },
      { ngPerMl: 20.03, nmolPerL: 50 },
    ],
    [
      { code: '62292-8', value: 0, unit: 'ng/mL' },
      { ngPerMl: 0, nmolPerL: 0 },
    ],
    [
      { code: '62292-8', value: 250, unit: 'ng/mL' },
      { ngPerMl: 250, nmolPerL: 624 },
    ],
    [
      { code: '62292-8', value: 624, unit: 'nmol/L' },
      { ngPerMl: 250, nmolPerL: 624 },
    ],
  ])('accepts %o and stores 62292-8 in both units', (entered, expected) => {
    expect(normaliseVitaminDObservation(entered)).toEqual({ ok: true, code: '62292-8', ...expected });
  });

  it.each([
    [{ code: '2236-8', value: 30, unit: 'ng/mL' }, 'UNKNOWN_OBSERVATION_CODE'],
    [{ code: '', value: 30, unit: 'ng/mL' }, 'UNKNOWN_OBSERVATION_CODE'],
    [{ code: '62292-8', value: 30, unit: 'mg/dL' }, 'UNSUPPORTED_UNIT'],
    [{ code: '62292-8', value: 30, unit: '' }, 'UNSUPPORTED_UNIT'],
    [{ code: '62292-8', value: -0.1, unit: 'ng/mL' }, 'VALUE_OUT_OF_RANGE'],
    [{ code: '62292-8', value: 250.5, unit: 'ng/mL' }, 'VALUE_OUT_OF_RANGE'],
    [{ code: '62292-8', value: 625, unit: 'nmol/L' }, 'VALUE_OUT_OF_RANGE'],
    [{ code: '62292-8', value: Number.NaN, unit: 'ng/mL' }, 'VALUE_OUT_OF_RANGE'],
  ])('refuses %o with %s and a message', (entered, problem) => {
    const outcome = normaliseVitaminDObservation(entered);
    expect(outcome).toMatchObject({ ok: false, problem });
    expect(outcome.ok ? '' : outcome.message).toMatch(/\w/);
  });
});

describe('vitaminDBandOf (default bands)', () => {
  it.each([
    [0, 'deficient'],
    [19.99, 'deficient'],
    [20, 'insufficient'],
    [29.99, 'insufficient'],
    [30, 'sufficient'],
    [100, 'sufficient'],
    [100.01, 'high'],
    [250, 'high'],
  ])('%s ng/mL is %s', (value, band) => {
    expect(vitaminDBandOf(value).id).toBe(band);
  });

  it('names its source and date, so the screen can show which bands were used', () => {
    expect(DEFAULT_VITAMIN_D_BANDS.source).toMatch(/Endocrine Society/);
    expect(DEFAULT_VITAMIN_D_BANDS.sourceDate).toBe('2011-07');
  });

  it('follows another configured band set', () => {
    const stricter = {
      ...DEFAULT_VITAMIN_D_BANDS,
      id: 'other',
      bands: [
        { id: 'deficient' as const, label: 'Low', fromNgPerMl: 0 },
        { id: 'sufficient' as const, label: 'Adequate', fromNgPerMl: 12 },
      ],
    };
    expect(vitaminDBandOf(15, stricter).label).toBe('Adequate');
  });
});

describe('issue 39: the next step after a deficient result', () => {
  it('offers an expert, the vitamin D product and a retest 12 weeks after the sample, only when deficient', () => {
    const steps = vitaminDNextSteps('deficient', '2026-03-02T09:00:00.000Z');
    expect(steps).toMatchObject({ expertPath: '/find-expert', productPath: '/marketplace/product/vitamin-d3-2000-iu', retestOn: '2026-05-25' });
    expect(steps?.productCaution).toMatch(/dose/);
    expect(VITAMIN_D_RETEST_WEEKS).toBe(12);
    for (const band of ['insufficient', 'sufficient', 'high'] as const) expect(vitaminDNextSteps(band, '2026-03-02T09:00:00.000Z')).toBeNull();
    expect(vitaminDNextSteps('deficient', 'not a date')).toBeNull();
  });

  it("suggests a product the chat's safety rules would: vitamin D alone, for adults, with no listed allergen", () => {
    expect(PRODUCT_INGREDIENTS[VITAMIN_D_PRODUCT_SLUG]).toEqual(['vitamin-d']);
    expect(CHILD_PRODUCTS.has(VITAMIN_D_PRODUCT_SLUG)).toBe(false);
    expect(PRODUCT_ALLERGENS.some(({ products }) => products.includes(VITAMIN_D_PRODUCT_SLUG))).toBe(false);
  });
});
