// Interaction warnings for a plan (issue 15): the chat's caution rules (server/modules/safety/caution-rules.ts) read the medicines the client
// recorded in their "My medicines" list, and each plan product whose known ingredients a rule conflicts with gets a
// warning. A prompt for the practitioner to check, never a diagnosis.
import { chatTopic, PRODUCT_INGREDIENTS } from '@common/chat-topics';
import type { InteractionWarning } from '@common/contracts/protocols';
import { productConflicts, triage } from '../chat/chat.exports';

export interface ToldText {
  text: string;
  source: InteractionWarning['source'];
}

export interface PlanProduct {
  id: string;
  slug: string;
  name: string;
}

function fill(template: string, supplement: string, medicine: string): string {
  return template.replaceAll('{supplement}', supplement).replaceAll('{medicine}', medicine);
}

const ADVICE = {
  practitioner: 'Check with the client (and their doctor or pharmacist) before they take it.',
  client: 'Ask your doctor or pharmacist before you take it.',
} as const;

/** One warning per product and rule, from the first text that triggers the rule, worded for who reads it. */
export function interactionWarnings(
  told: readonly ToldText[],
  products: readonly PlanProduct[],
  reader: keyof typeof ADVICE = 'practitioner',
): InteractionWarning[] {
  const warnings: InteractionWarning[] = [];
  const seen = new Set<string>();
  for (const { text, source } of told) {
    for (const caution of triage(text).cautions) {
      for (const product of products) {
        const ingredients = PRODUCT_INGREDIENTS[product.slug];
        // Without known ingredients nothing can be said about the product, so nothing is claimed.
        if (!ingredients || !productConflicts(caution.rule, product.slug)) continue;
        const key = `${product.id}:${caution.rule.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const interaction = caution.rule.interactions.find((entry) => entry.topics.some((topic) => ingredients.includes(topic)));
        const supplement = chatTopic(ingredients.find((topic) => interaction?.topics.includes(topic)) ?? ingredients[0] ?? '')?.label ?? product.name;
        const reason = fill(interaction?.text ?? caution.rule.general, supplement, caution.medicine);
        warnings.push({
          productId: product.id,
          productName: product.name,
          medicine: caution.medicine,
          source,
          text: `${reason} ${ADVICE[reader]}`,
        });
      }
    }
  }
  return warnings;
}
