import { Badge } from '@mantine/core';
import type { LabBand } from '@common/contracts/labs';

const BAND_COLORS: Readonly<Record<LabBand['id'], string>> = { deficient: 'red', insufficient: 'orange', sufficient: 'teal', high: 'grape' };

/** The interpretation band a value fell in, with the band set named on hover and for screen readers. */
export function LabBandBadge({ band }: { band: LabBand }) {
  return (
    <Badge color={BAND_COLORS[band.id]} variant="light" title={`Band: ${band.source} (${band.sourceDate})`} data-testid="lab-band">
      {band.label}
    </Badge>
  );
}

export function formatLabValue(observation: { ngPerMl: number; nmolPerL: number }): string {
  return `${observation.ngPerMl.toFixed(1)} ng/mL (${Math.round(observation.nmolPerL)} nmol/L)`;
}
