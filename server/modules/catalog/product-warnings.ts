// A product's warnings come from the chat's caution rules (server/modules/safety/caution-rules.ts) applied to what the
// product contains (PRODUCT_INGREDIENTS): the product page says what a guardian would say to someone in that
// situation, from the same list, so the two can never disagree.
import { chatTopic, CHILD_PRODUCTS, PRODUCT_ALLERGENS, PRODUCT_INGREDIENTS } from '@common/chat-topics';
import type { ProductWarning } from '@common/contracts/catalog';
import { CAUTION_RULES } from '../safety/safety.exports';
import type { CautionRule } from '../safety/safety.exports';

export const GENERAL_WARNING: ProductWarning = {
  topic: 'general',
  situation: 'Everyone',
  text: 'Food supplements are not a substitute for a varied, balanced diet. Do not exceed the stated dose, keep out of reach of children, and stop and ask a doctor or pharmacist if you notice any side effect.',
};

const MEDICINE_PLACEHOLDER = /\s*\(\{medicine\}\)/;

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The reply's "{medicine}" for someone who has not named one: the rule's own words, "a blood thinner". */
function medicineOf(rule: CautionRule): string {
  return rule.reason.replace(MEDICINE_PLACEHOLDER, '');
}

function supplementOf(topics: readonly string[]): string {
  return capitalised(topics.map((topic) => chatTopic(topic)?.label ?? topic).join(' and '));
}

/** The product's topics this rule advises against, in the product's order. */
function conflictingTopics(rule: CautionRule, topics: readonly string[]): string[] {
  if (rule.allowOnly) return topics.filter((topic) => !rule.allowOnly?.includes(topic));
  return topics.filter((topic) => rule.conflicts?.includes(topic));
}

function warningOf(rule: CautionRule, slug: string, topics: readonly string[]): ProductWarning | null {
  const situation = capitalised(medicineOf(rule));
  if (rule.childrenOnly) {
    return CHILD_PRODUCTS.has(slug) ? null : { topic: rule.id, situation, text: rule.general };
  }
  const conflicting = conflictingTopics(rule, topics);
  // Pregnancy is always worth a line: even an allowed nutrient should be checked with a midwife or doctor.
  if (conflicting.length === 0 && rule.id !== 'pregnancy') return null;
  const interaction = rule.interactions.find((candidate) => candidate.topics.some((topic) => conflicting.includes(topic)));
  const named = interaction ? conflicting.filter((topic) => interaction.topics.includes(topic)) : conflicting;
  const text = (interaction?.text ?? rule.general).replaceAll('{supplement}', supplementOf(named)).replaceAll('{medicine}', medicineOf(rule));
  return { topic: rule.id, situation, text };
}

/** Every warning for a seeded product (by slug); only the general one for a product whose contents are unknown. */
export function productWarnings(slug: string): ProductWarning[] {
  const topics = PRODUCT_INGREDIENTS[slug] ?? [];
  const warnings: ProductWarning[] = [];
  if (topics.length > 0) {
    for (const rule of CAUTION_RULES) {
      const warning = warningOf(rule, slug, topics);
      if (warning) warnings.push(warning);
    }
  }
  const allergens = PRODUCT_ALLERGENS.filter((entry) => entry.products.includes(slug)).map((entry) => entry.allergen);
  if (allergens.length > 0) warnings.push({ topic: 'allergen', situation: 'Allergens', text: `Contains ${allergens.join(' and ')}.` });
  warnings.push(GENERAL_WARNING);
  return warnings;
}
