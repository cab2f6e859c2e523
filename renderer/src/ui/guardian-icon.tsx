import type { GuardianId } from '@common/guardians';
import angioIcon from '../../../resources/guardians/angio.svg';
import biomeIcon from '../../../resources/guardians/biome.svg';
import genomicaIcon from '../../../resources/guardians/genomica.svg';
import immunoIcon from '../../../resources/guardians/immuno.svg';
import regeneraIcon from '../../../resources/guardians/regenera.svg';

const GUARDIAN_ICONS: Record<GuardianId, string> = {
  angio: angioIcon,
  regenera: regeneraIcon,
  biome: biomeIcon,
  genomica: genomicaIcon,
  immuno: immunoIcon,
};

/** The guardian's emblem. Decorative: the guardian's name always stands next to it. */
export function GuardianIcon({ guardian, size = 48 }: { guardian: GuardianId; size?: number }) {
  return <img src={GUARDIAN_ICONS[guardian]} alt="" width={size} height={size} />;
}
