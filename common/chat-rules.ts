// Quick-chat rules of spec 5, shared by the widget and the server so both decide the same way.

/** Spec 5: any of these in the user's text (case-insensitive) asks for a second call with discounted recommendations. */
export const RECOMMENDATION_KEYWORDS = ['health', 'pain', 'tired', 'sick', 'issue', 'problem', 'help', 'improve', 'boost', 'fix'] as const;

/** Spec 5: a guardian reply mentioning any of these gets the 'Shop Products' and 'Take Assessment' buttons. */
export const ACTION_BUTTON_TRIGGERS = ['health', 'nutrition', 'vitamin'] as const;

export type ChatActionKind = 'shop_products' | 'take_assessment';

export interface ChatActionButton {
  id: ChatActionKind;
  text: string;
  icon: string;
  action: ChatActionKind;
}

export const SHOP_PRODUCTS_BUTTON: ChatActionButton = { id: 'shop_products', text: 'Shop Products', icon: '🛒', action: 'shop_products' };
export const TAKE_ASSESSMENT_BUTTON: ChatActionButton = { id: 'take_assessment', text: 'Take Assessment', icon: '📋', action: 'take_assessment' };

// Substring match, as the spec's widget does: "helpful" and "healthy" count, which is what a reader of the chat expects.
function mentionsAny(text: string, words: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return words.some((word) => lower.includes(word));
}

/** True when the user's message should also fetch quick recommendations (discount 10). */
export function wantsRecommendations(userText: string): boolean {
  return mentionsAny(userText, RECOMMENDATION_KEYWORDS);
}

/** The action buttons a guardian reply gets: both or none. */
export function actionButtonsFor(replyText: string): ChatActionButton[] {
  return mentionsAny(replyText, ACTION_BUTTON_TRIGGERS) ? [SHOP_PRODUCTS_BUTTON, TAKE_ASSESSMENT_BUTTON] : [];
}
