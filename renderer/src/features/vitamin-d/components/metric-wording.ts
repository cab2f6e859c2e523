import type { ScoreLevel, VitaminDSubMetric } from '@common/vitamin-d';
import { scoreLevel } from '@common/vitamin-d';

// Spec 5: each sub-metric is worded by the same thresholds as the overall score (under 40, 40 to 69, 70 or more).
const WORDING: Readonly<Record<VitaminDSubMetric, Readonly<Record<ScoreLevel, string>>>> = {
  resonanceStrength: {
    critical: 'Your strongest guardian resonates faintly: vitamin D signalling needs realignment.',
    moderate: 'Your strongest guardian resonates steadily, with room to amplify vitamin D signalling.',
    optimal: 'Your strongest guardian resonates powerfully with your vitamin D network.',
  },
  quantumCoherence: {
    critical: 'Your guardians work out of step: vitamin D is not reaching every system evenly.',
    moderate: 'Your guardians are partly in step; a few systems lag behind the others.',
    optimal: 'Your guardians work in step, sharing vitamin D support evenly.',
  },
  pathwayEfficiency: {
    critical: 'Vitamin D pathways are sluggish: daylight and dietary sources are the first step.',
    moderate: 'Vitamin D pathways flow moderately well and can be opened further.',
    optimal: 'Vitamin D pathways flow efficiently.',
  },
  cellularIntegration: {
    critical: 'Cells take up little of the vitamin D available: co-nutrients such as magnesium matter most now.',
    moderate: 'Cells integrate vitamin D fairly well; co-nutrients can lift it further.',
    optimal: 'Cells integrate vitamin D well across your body.',
  },
};

export function metricWording(metric: VitaminDSubMetric, value: number): string {
  return WORDING[metric][scoreLevel(value)];
}
