import type { ExpertProfession } from '@common/contracts/experts';

export const PROFESSION_LABELS: Record<ExpertProfession, string> = {
  ayurvedic: 'Ayurvedic practitioner',
  nutritionist: 'Nutritionist',
  health_coach: 'Health coach',
  doctor: 'Doctor',
};
