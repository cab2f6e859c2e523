import { BarChart } from '../../../ui/lazy-charts';
import type { GuardianScores } from '@common/assessments/scoring';
import { GUARDIANS } from '@common/guardians';

/** The five guardian scores (0 to 100) as bars; the label carries the numbers for screen readers. */
export function GuardianScoreChart({ scores }: { scores: GuardianScores }) {
  const data = GUARDIANS.map((guardian) => ({ guardian: guardian.personaName, score: scores[guardian.id] }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="guardian"
      series={[{ name: 'score', label: 'Score', color: 'teal.6' }]}
      yAxisProps={{ domain: [0, 100] }}
      withBarValueLabel
      role="img"
      aria-label={`Guardian scores: ${data.map((entry) => `${entry.guardian} ${entry.score}`).join(', ')}`}
    />
  );
}
