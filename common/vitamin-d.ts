// The Vitamin D Quantum Network Analysis of spec section 2: metrics of spec 9 computed from an assessment's guardian
// scores, their wording (spec 5), the phased recommendations (spec 9) and the derived progress record (spec 3).
// The dashboard and its PDF report both render from here, so they cannot disagree.
import type { AssessmentResults, GuardianScores } from './assessments/scoring';
import type { GuardianId } from './guardians';
import { findGuardian } from './guardians';

export interface VitaminDMetrics {
  /** May exceed 100: the spec sets no cap. Use clampForDisplay for bars and rings. */
  resonanceStrength: number;
  quantumCoherence: number;
  pathwayEfficiency: number;
  cellularIntegration: number;
  overallScore: number;
}

export type VitaminDSubMetric = Exclude<keyof VitaminDMetrics, 'overallScore'>;

/** The four sub-metrics in the order the dashboard and the report list them. */
/** Each sub-metric with the one sentence the dashboard uses to say how it is computed (the formulas below). */
export const VITAMIN_D_SUB_METRICS: readonly { key: VitaminDSubMetric; label: string; explanation: string }[] = [
  {
    key: 'resonanceStrength',
    label: 'Resonance Strength',
    explanation: "One and a half times your primary guardian's score: how clearly your answers point to one area, so it can pass 100.",
  },
  {
    key: 'quantumCoherence',
    label: 'Quantum Coherence',
    explanation: 'Half of a weighted average of your five guardian scores (renewal 30%, cognition 25%, circulation 20%, gut 15%, immunity 10%).',
  },
  { key: 'pathwayEfficiency', label: 'Pathway Efficiency', explanation: 'The average of your resonance strength and quantum coherence.' },
  { key: 'cellularIntegration', label: 'Cellular Integration', explanation: 'Half the sum of your five guardian scores, capped at 100: all areas together.' },
];

/**
 * What the dashboard is and is not, shown beside its numbers. Source for the lab test: NIH Office of Dietary
 * Supplements, "Vitamin D — Fact Sheet for Health Professionals" (serum 25-hydroxyvitamin D is the best indicator of
 * vitamin D status).
 */
export const VITAMIN_D_DASHBOARD_NOTE =
  'These numbers summarise your questionnaire answers with fixed formulas. They are not a lab value and do not measure your vitamin D: only a blood test of 25-hydroxyvitamin D does that, and a doctor can order one.';

/** Spec 9's weights for quantum coherence, in percent so the sum stays an exact integer. */
export const COHERENCE_WEIGHT_PERCENT: Readonly<GuardianScores> = { angio: 20, regenera: 30, genomica: 25, biome: 15, immuno: 10 };

/**
 * Spec 9, applied to integer scores: every intermediate is a ratio of integers, so ".5" cases are exact and round
 * half up. Pathway efficiency and the overall score are means of the already rounded metrics, as the screen shows them.
 */
export function vitaminDMetrics(scores: GuardianScores, primaryGuardian: GuardianId): VitaminDMetrics {
  const resonanceStrength = Math.round((scores[primaryGuardian] * 3) / 2);
  const weightedSum =
    scores.angio * COHERENCE_WEIGHT_PERCENT.angio +
    scores.regenera * COHERENCE_WEIGHT_PERCENT.regenera +
    scores.genomica * COHERENCE_WEIGHT_PERCENT.genomica +
    scores.biome * COHERENCE_WEIGHT_PERCENT.biome +
    scores.immuno * COHERENCE_WEIGHT_PERCENT.immuno;
  const quantumCoherence = Math.round(weightedSum / 200);
  const pathwayEfficiency = Math.round((resonanceStrength + quantumCoherence) / 2);
  const scoreSum = scores.angio + scores.regenera + scores.genomica + scores.biome + scores.immuno;
  const cellularIntegration = Math.min(100, Math.round(scoreSum / 2));
  const overallScore = Math.round((resonanceStrength + quantumCoherence + pathwayEfficiency + cellularIntegration) / 4);
  return { resonanceStrength, quantumCoherence, pathwayEfficiency, cellularIntegration, overallScore };
}

/** For progress bars and rings only: the number shown next to them stays as computed. */
export function clampForDisplay(value: number): number {
  return Math.min(100, Math.max(0, value));
}

export type ScoreLevel = 'critical' | 'moderate' | 'optimal';

/** Spec 5: under 40 critical, 40 to 69 moderate, 70 or more optimal; the same for the overall score and each sub-metric. */
export function scoreLevel(value: number): ScoreLevel {
  if (value < 40) return 'critical';
  if (value < 70) return 'moderate';
  return 'optimal';
}

export const SCORE_LEVEL_NAMES: Readonly<Record<ScoreLevel, string>> = {
  critical: 'Critical',
  moderate: 'Moderate',
  optimal: 'Optimal',
};

export const OVERALL_LABELS: Readonly<Record<ScoreLevel, string>> = {
  critical: 'Critical Vitamin D Realignment Required',
  moderate: 'Moderate Vitamin D Optimization Needed',
  optimal: 'Minor Vitamin D Enhancement Suggested',
};

/** The wording of the overall score's band alone; the header uses overallReading, which also weighs the guardians. */
export function overallLabel(value: number): string {
  return OVERALL_LABELS[scoreLevel(value)];
}

const LEVEL_ORDER: readonly ScoreLevel[] = ['critical', 'moderate', 'optimal'];

/** True when a metric lies above the 0 to 100 range its bar and the score bands are drawn for (resonance can). */
export function isAboveRange(value: number): boolean {
  return value > 100;
}

/** The badge of a metric: its spec 5 band, or 'Above range' when the number passed 100 (issue 39). */
export function metricBadge(value: number): string {
  return isAboveRange(value) ? 'Above range' : SCORE_LEVEL_NAMES[scoreLevel(value)];
}

/** What a metric above 100 says beside its number, on the screen and in the PDF. */
export const ABOVE_RANGE_NOTE = 'above the 0–100 range';

export interface OverallReading {
  level: ScoreLevel;
  label: string;
  /** Guardians whose own score is in the critical band (under 40), lowest first: they cap the label. */
  weakGuardians: GuardianId[];
}

/**
 * The header label next to the overall score (issue 39). The overall score averages metrics that may pass 100, so it
 * can reach the optimal band while guardians sit in the critical one (Regenera 25, Biome 33 gave 87, 'Minor ... Enhancement
 * Suggested'). The label follows spec 5's bands of the overall score but reads at most one band better than the
 * weakest guardian's: any guardian under 40 makes it at best 'Moderate Vitamin D Optimization Needed'.
 */
export function overallReading(metrics: Pick<VitaminDMetrics, 'overallScore'>, scores: GuardianScores): OverallReading {
  const guardianIds = Object.keys(scores) as GuardianId[];
  const weakest = Math.min(...guardianIds.map((id) => LEVEL_ORDER.indexOf(scoreLevel(scores[id]))));
  const ceiling = LEVEL_ORDER[Math.min(weakest + 1, LEVEL_ORDER.length - 1)] ?? 'optimal';
  const own = scoreLevel(metrics.overallScore);
  const level = LEVEL_ORDER.indexOf(own) <= LEVEL_ORDER.indexOf(ceiling) ? own : ceiling;
  const weakGuardians = guardianIds.filter((id) => scoreLevel(scores[id]) === 'critical').sort((a, b) => scores[a] - scores[b]);
  return { level, label: OVERALL_LABELS[level], weakGuardians };
}

/** The sentence under the label naming the guardians that hold it down, or null when none does. */
export function weakGuardiansNote(reading: OverallReading, scores: GuardianScores): string | null {
  if (reading.weakGuardians.length === 0) return null;
  const named = reading.weakGuardians.map((id) => `${findGuardian(id)?.personaName ?? id} (${scores[id]})`);
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
  return `${list} ${named.length === 1 ? 'scores' : 'score'} under 40, in the critical band: start there.`;
}

/** The caution the dashboard's header and the PDF report both carry. */
export const QUESTIONNAIRE_SCORE_CAVEAT = 'Questionnaire score (from your answers, not a blood test)';

/** Spec 9: the most a recommendation promises, so the text never claims more than the room left to 100. */
export const PATHWAY_GAIN_CAP = 30;
export const INTEGRATION_GAIN_CAP = 25;

export function pathwayGain(pathwayEfficiency: number): number {
  return Math.max(0, Math.min(100 - pathwayEfficiency, PATHWAY_GAIN_CAP));
}

export function integrationGain(cellularIntegration: number): number {
  return Math.max(0, Math.min(100 - cellularIntegration, INTEGRATION_GAIN_CAP));
}

/** Spec 9's phases: 14, 21 and 30 days, then ongoing. */
export const RECOMMENDATION_PHASE_DAYS = [14, 21, 30] as const;

export interface VitaminDRecommendation {
  id: 'pathway-activation' | 'cellular-integration' | 'guardian-resonance' | 'ongoing-maintenance';
  phase: number;
  /** Length of the phase in days; null for the ongoing phase. */
  days: number | null;
  /** '14 days', '21 days', '30 days' or 'Ongoing', ready to print. */
  timeframe: string;
  title: string;
  text: string;
}

function pointsText(points: number): string {
  return points === 1 ? '1 point' : `${points} points`;
}

/** The four phased recommendations for a dashboard, in order; the screen's tab and the PDF report print the same list. */
export function vitaminDRecommendations(metrics: VitaminDMetrics, primaryGuardian: GuardianId): VitaminDRecommendation[] {
  const pathway = pathwayGain(metrics.pathwayEfficiency);
  const integration = integrationGain(metrics.cellularIntegration);
  const guardian = findGuardian(primaryGuardian);
  const guardianName = guardian ? guardian.personaName : primaryGuardian;
  const guardianArea = guardian ? guardian.area : 'strongest area';
  const [firstDays, secondDays, thirdDays] = RECOMMENDATION_PHASE_DAYS;

  return [
    {
      id: 'pathway-activation',
      phase: 1,
      days: firstDays,
      timeframe: `${firstDays} days`,
      title: 'Vitamin D Pathway Activation',
      text:
        pathway > 0
          ? `Spend 15 to 30 minutes in daylight each day and add a vitamin D source (oily fish, eggs or fortified foods) to one meal, to lift pathway efficiency by up to ${pointsText(pathway)}.`
          : 'Pathway efficiency is at its peak: keep your daily daylight and vitamin D sources steady to hold it there.',
    },
    {
      id: 'cellular-integration',
      phase: 2,
      days: secondDays,
      timeframe: `${secondDays} days`,
      title: 'Cellular Integration',
      text:
        integration > 0
          ? `Pair vitamin D with magnesium and vitamin K2 rich foods (leafy greens, nuts, fermented foods) and keep regular sleep, to raise cellular integration by up to ${pointsText(integration)}.`
          : 'Cellular integration is at its peak: keep pairing vitamin D with magnesium and vitamin K2 rich foods to sustain it.',
    },
    {
      id: 'guardian-resonance',
      phase: 3,
      days: thirdDays,
      timeframe: `${thirdDays} days`,
      title: `${guardianName} Resonance`,
      text: `Build on your strongest guardian, ${guardianName}: keep the habits that support your ${guardianArea} and give your lowest-scoring guardians one new habit each week.`,
    },
    {
      id: 'ongoing-maintenance',
      phase: 4,
      days: null,
      timeframe: 'Ongoing',
      title: 'Quantum Coherence Maintenance',
      text: 'Retake the Guardian Assessment every month and compare the results on your progress page to keep your Vitamin D network in balance.',
    },
  ];
}

/** An assessment history entry of spec 3, as the API lists it. */
export interface AssessmentHistoryEntry {
  id: string;
  created_at: string;
  results: AssessmentResults;
}

/** Spec 3's derived progress record: one point on the progress charts. */
export interface ProgressRecord {
  assessmentId: string;
  date: string;
  primaryGuardian: GuardianId;
  secondaryGuardian: GuardianId;
  scores: GuardianScores;
  vitaminD: VitaminDMetrics;
}

export function deriveProgressRecord(assessment: AssessmentHistoryEntry): ProgressRecord {
  const { scores, primaryGuardian, secondaryGuardian } = assessment.results;
  return {
    assessmentId: assessment.id,
    date: assessment.created_at,
    primaryGuardian,
    secondaryGuardian,
    scores,
    vitaminD: vitaminDMetrics(scores, primaryGuardian),
  };
}
