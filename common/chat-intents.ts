// What a chat question asks for. Knowledge entries are written per topic and intent, and the chat reads the intent
// of a question to pick the entry that answers it (common/ so the admin knowledge editor can offer the same list).

export const KNOWLEDGE_INTENTS = [
  /** "What is X?", "What does X do?" */
  'what_is',
  /** "How much X do I need?" — intakes and upper limits with units. */
  'dose',
  /** "Which foods have X?" */
  'food_sources',
  /** "Why do I feel…", "signs of low X", causes of a symptom. */
  'symptoms',
  /** "When should I take X?" — time of day, with food, spacing. */
  'timing',
  /** "Is X safe?", "side effects of X", too much. */
  'side_effects',
  /** "Can I take X with Y?" — medicines and other supplements. */
  'interactions',
  /** "Should I get tested?", who is at risk, which test. */
  'testing',
  /** "Which X should I buy?" — forms and what to look for on a label. */
  'product_choice',
  /** "X or Y?", "difference between…" */
  'comparison',
  /** "How can I improve X?" — habits and first steps. */
  'how_to',
] as const;
export type KnowledgeIntent = (typeof KNOWLEDGE_INTENTS)[number];

export function isKnowledgeIntent(value: string): value is KnowledgeIntent {
  return (KNOWLEDGE_INTENTS as readonly string[]).includes(value);
}
