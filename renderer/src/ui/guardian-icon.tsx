import type { GuardianId } from '@common/guardians';
import angioIcon from '../../../resources/guardians/angio.svg?decorative';
import biomeIcon from '../../../resources/guardians/biome.svg?decorative';
import genomicaIcon from '../../../resources/guardians/genomica.svg?decorative';
import immunoIcon from '../../../resources/guardians/immuno.svg?decorative';
import regeneraIcon from '../../../resources/guardians/regenera.svg?decorative';
import { InlineSvg } from './inline-svg';

const GUARDIAN_ICONS: Record<GuardianId, string> = {
  angio: angioIcon,
  regenera: regeneraIcon,
  biome: biomeIcon,
  genomica: genomicaIcon,
  immuno: immunoIcon,
};

/** The guardian's emblem, drawn inline (see `InlineSvg`). Decorative: the guardian's name always stands next to it. */
export function GuardianIcon({ guardian, size = 48 }: { guardian: GuardianId; size?: number }) {
  return <InlineSvg markup={GUARDIAN_ICONS[guardian]} size={size} />;
}
