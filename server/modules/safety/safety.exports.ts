// The safety module's door: the caution rules as reviewed data, read by the chat's triage and by the catalog's product
// warnings, so a product page and a guardian say the same thing. It imports nothing of the server.
export { CAUTION_RULES, REGIONAL_AGE_YEARS, UNNAMED_CAUTION } from './caution-rules';
export type { CautionRule, NearPattern } from './caution-rules';
