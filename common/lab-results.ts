// Labs (issue 15): the lab order lifecycle, how an entered 25(OH)D observation is normalised and checked, and which
// interpretation band a value falls in. Pure, so the server and the screens agree and each rule is table-tested.
import type { OrderStatus } from './contracts/orders';

export const LAB_ORDER_STATUSES = ['ordered', 'sample_received', 'processing', 'resulted', 'cancelled'] as const;
export type LabOrderStatus = (typeof LAB_ORDER_STATUSES)[number];

export const LAB_ORDER_STATUS_LABELS: Readonly<Record<LabOrderStatus, string>> = {
  ordered: 'Ordered',
  sample_received: 'Sample received',
  processing: 'Processing',
  resulted: 'Results ready',
  cancelled: 'Cancelled',
};

const NEXT_STATUSES: Readonly<Record<LabOrderStatus, readonly LabOrderStatus[]>> = {
  ordered: ['sample_received', 'cancelled'],
  sample_received: ['processing', 'cancelled'],
  processing: ['resulted', 'cancelled'],
  resulted: [],
  cancelled: [],
};

/** Where an order may go next; resulted and cancelled are final. */
export function nextLabOrderStatuses(from: LabOrderStatus): readonly LabOrderStatus[] {
  return NEXT_STATUSES[from];
}

export function mayMoveLabOrder(from: LabOrderStatus, to: LabOrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/**
 * Whether the sample of a test kit bought in the shop can have arrived: only once its shop order is delivered (a
 * cash-on-delivery kit is paid then too). Until then the lab may not receive it, enter results or attach a report.
 */
export function kitSampleExpected(shopOrderStatus: OrderStatus): boolean {
  return shopOrderStatus === 'delivered';
}

/** Whether a lab may attach the PDF report: once a sample has been received, until the order is cancelled. */
export function mayAttachLabReport(status: LabOrderStatus): boolean {
  return status === 'sample_received' || status === 'processing' || status === 'resulted';
}

export function isLabOrderStatus(value: unknown): value is LabOrderStatus {
  return typeof value === 'string' && (LAB_ORDER_STATUSES as readonly string[]).includes(value);
}

/** Total 25-hydroxyvitamin D in serum or plasma, the code we store. */
export const LOINC_VITAMIN_D_25OH_TOTAL = '62292-8';
/** Some labs report the total under 25-hydroxyvitamin D3; accepted on input and stored as the total. */
export const LOINC_VITAMIN_D_25OH_D3 = '1989-3';

export const VITAMIN_D_UNITS = ['ng/mL', 'nmol/L'] as const;
export type VitaminDUnit = (typeof VITAMIN_D_UNITS)[number];

/** 1 ng/mL of 25(OH)D is 2.496 nmol/L (molar mass about 400.6 g/mol). */
export const NMOL_PER_L_PER_NG_PER_ML = 2.496;
/** Values outside this range (in ng/mL) are refused as implausible: most likely a typing or unit mistake. */
export const VITAMIN_D_PLAUSIBLE_NG_PER_ML = { min: 0, max: 250 } as const;

export type ObservationProblem = 'UNKNOWN_OBSERVATION_CODE' | 'UNSUPPORTED_UNIT' | 'VALUE_OUT_OF_RANGE';

export type NormalisedObservation =
  { ok: true; code: typeof LOINC_VITAMIN_D_25OH_TOTAL; ngPerMl: number; nmolPerL: number } | { ok: false; problem: ObservationProblem; message: string };

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Checks one entered observation and gives its value in both units (2 decimals), or the problem a person can fix. */
export function normaliseVitaminDObservation(entered: { code: string; value: number; unit: string }): NormalisedObservation {
  const code = entered.code.trim();
  if (code !== LOINC_VITAMIN_D_25OH_TOTAL && code !== LOINC_VITAMIN_D_25OH_D3) {
    return {
      ok: false,
      problem: 'UNKNOWN_OBSERVATION_CODE',
      message: `The code ${code || '(empty)'} is not one we accept: use LOINC ${LOINC_VITAMIN_D_25OH_TOTAL} (total 25-hydroxyvitamin D) or ${LOINC_VITAMIN_D_25OH_D3}.`,
    };
  }
  const unit = VITAMIN_D_UNITS.find((known) => known.toLowerCase() === entered.unit.trim().toLowerCase());
  if (!unit) {
    return { ok: false, problem: 'UNSUPPORTED_UNIT', message: `The unit ${entered.unit || '(empty)'} is not supported: choose ng/mL or nmol/L.` };
  }
  if (!Number.isFinite(entered.value)) {
    return { ok: false, problem: 'VALUE_OUT_OF_RANGE', message: 'The value is not a number: enter the measured value.' };
  }
  const ngPerMl = unit === 'ng/mL' ? entered.value : entered.value / NMOL_PER_L_PER_NG_PER_ML;
  const { min, max } = VITAMIN_D_PLAUSIBLE_NG_PER_ML;
  if (ngPerMl < min || ngPerMl > max) {
    const range = unit === 'ng/mL' ? `${min}–${max} ng/mL` : `${min}–${roundTo(max * NMOL_PER_L_PER_NG_PER_ML, 0)} nmol/L`;
    return {
      ok: false,
      problem: 'VALUE_OUT_OF_RANGE',
      message: `${entered.value} ${unit} is outside the plausible range ${range}. Check the value and the unit chosen.`,
    };
  }
  return {
    ok: true,
    code: LOINC_VITAMIN_D_25OH_TOTAL,
    ngPerMl: roundTo(ngPerMl, 2),
    nmolPerL: roundTo(unit === 'nmol/L' ? entered.value : entered.value * NMOL_PER_L_PER_NG_PER_ML, 2),
  };
}

export const VITAMIN_D_BAND_IDS = ['deficient', 'insufficient', 'sufficient', 'high'] as const;
export type VitaminDBandId = (typeof VITAMIN_D_BAND_IDS)[number];

export interface VitaminDBand {
  id: VitaminDBandId;
  label: string;
  /** Inclusive lower bound in ng/mL; the band reaches up to the next band's lower bound. */
  fromNgPerMl: number;
}

/** Interpretation bands are configuration: guidelines differ, so each set names its source and date. */
export interface VitaminDBandSet {
  id: string;
  source: string;
  /** The date of the source the bands follow (YYYY-MM-DD or YYYY-MM). */
  sourceDate: string;
  /** Ascending by fromNgPerMl; the first starts at 0. */
  bands: readonly VitaminDBand[];
}

/**
 * Default bands. In our words: the Endocrine Society's 2011 clinical practice guideline (Holick et al.) calls a
 * serum 25(OH)D below 20 ng/mL deficiency and 21–29 ng/mL insufficiency, and suggests aiming for at least 30 ng/mL;
 * the NIH Office of Dietary Supplements fact sheet notes that levels above about 50 ng/mL have been linked with
 * possible adverse effects, so values over 100 ng/mL are flagged as high. Bands describe a number; they are not a
 * diagnosis.
 */
export const DEFAULT_VITAMIN_D_BANDS: VitaminDBandSet = {
  id: 'endocrine-society-2011',
  source: 'Endocrine Society clinical practice guideline (Holick et al., 2011); NIH Office of Dietary Supplements vitamin D fact sheet',
  sourceDate: '2011-07',
  bands: [
    { id: 'deficient', label: 'Deficient', fromNgPerMl: 0 },
    { id: 'insufficient', label: 'Insufficient', fromNgPerMl: 20 },
    { id: 'sufficient', label: 'Sufficient', fromNgPerMl: 30 },
    // Sufficient runs to 100 inclusive; anything above is high.
    { id: 'high', label: 'High', fromNgPerMl: 100.01 },
  ],
};

/** The band a value (ng/mL) falls in under a band set. */
export function vitaminDBandOf(ngPerMl: number, bandSet: VitaminDBandSet = DEFAULT_VITAMIN_D_BANDS): VitaminDBand {
  let found = bandSet.bands[0];
  if (!found) throw new Error(`The band set ${bandSet.id} has no bands`);
  for (const band of bandSet.bands) if (ngPerMl >= band.fromNgPerMl) found = band;
  return found;
}

export function formatVitaminD(ngPerMl: number, nmolPerL: number): string {
  return `${roundTo(ngPerMl, 1)} ng/mL (${roundTo(nmolPerL, 0)} nmol/L)`;
}

/**
 * The catalog's vitamin D product a deficient result may point to (issue 39). Chosen under the chat's product safety
 * rules (chat-topics.ts), checked by lab-results.test.ts: vitamin D as its only ingredient (the K2 drops conflict with
 * a blood thinner, the multivitamin adds iron and vitamin A), for adults, and free of every listed allergen.
 */
export const VITAMIN_D_PRODUCT_SLUG = 'vitamin-d3-2000-iu';

/**
 * Weeks from a deficient sample to the suggested retest: about three months, the time a steady daily dose takes to
 * settle the blood level (the Endocrine Society 2011 guideline treats deficiency for about 8 weeks before maintenance).
 */
export const VITAMIN_D_RETEST_WEEKS = 12;

export interface VitaminDNextSteps {
  expertPath: string;
  productPath: string;
  /** YYYY-MM-DD: the sample's date plus VITAMIN_D_RETEST_WEEKS. */
  retestOn: string;
  /** The dose and safety sentence that goes with the product, as the chat's cautions would say it. */
  productCaution: string;
}

/** What a measured result offers next: for a deficient band, an expert, a product and a retest date; otherwise null. */
export function vitaminDNextSteps(band: VitaminDBandId, observedAt: string): VitaminDNextSteps | null {
  if (band !== 'deficient') return null;
  const observed = new Date(observedAt);
  if (Number.isNaN(observed.getTime())) return null;
  const retest = new Date(observed.getTime() + VITAMIN_D_RETEST_WEEKS * 7 * 24 * 60 * 60 * 1000);
  return {
    expertPath: '/find-expert',
    productPath: `/marketplace/product/${VITAMIN_D_PRODUCT_SLUG}`,
    retestOn: retest.toISOString().slice(0, 10),
    productCaution:
      'Ask a doctor or pharmacist for your dose before you start: a deficient level may need more than a daily softgel, and with kidney disease, pregnancy or other medicines the dose should come from your doctor.',
  };
}
