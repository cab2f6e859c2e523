// The guardians module's door: what the rest of the server may use of it. Its repositories stay inside.
export { GuardiansService } from './guardians.service';
export { guardianTexts } from './guardian-texts';
export type { GuardianListLine, GuardianText } from './guardian-texts';
