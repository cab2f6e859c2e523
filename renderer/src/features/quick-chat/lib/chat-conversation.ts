// The quick-chat conversation of spec 3 ("Chat message") and the rules of spec 4, 5 and 9 that shape it.
import type { ChatActionButton } from '@common/chat-rules';
import { actionButtonsFor, SHOP_PRODUCTS_BUTTON, TAKE_ASSESSMENT_BUTTON, wantsRecommendations } from '@common/chat-rules';
import type { ChatGuardian } from '@common/chat-guardians';
import type { ChatProductCard, ChatSafety, ChatTurn, GuardianChatResponse, StoredChatMessage } from '@common/contracts/chat';
import { MAX_CHAT_HISTORY } from '@common/contracts/constants';
import { FIRST_ORDER_PROMO } from '@common/commerce';
import type { GuardianId } from '@common/guardians';
import { isGuardianId } from '@common/guardians';
import { greetingFor } from '@common/greetings';
import { isUrgentReply } from './chat-safety';

/** The first-visit greeting's third button: the spec's special offer, redeemed at checkout with GUARDIAN10. */
export const SPECIAL_OFFER_BUTTON = { id: 'special_offer', text: 'Special Offer', icon: '🎁', action: 'special_offer' } as const;
export type QuickChatAction = ChatActionButton | typeof SPECIAL_OFFER_BUTTON;

/** A chat card: the catalog price as the product page shows it, and the chat offer the server computed (lib/chat-offer.ts). */
export type QuickChatProduct = ChatProductCard;

export interface QuickChatMessage {
  id: string;
  sender: 'user' | 'guardian' | 'system';
  text: string;
  guardianId: GuardianId;
  timestamp: string;
  products: QuickChatProduct[];
  actionButtons: QuickChatAction[];
  /** Another guardian this reply sends the visitor to: a 'Talk to {name}' button switches the chat to them. */
  talkTo?: GuardianId;
  /** The triage's verdict on this reply: emergency and crisis show as an alert, caution with a marker. */
  safety?: ChatSafety;
  /** Part of the reply before it (the keyword recommendations): the list keeps the reply's start in view. */
  continuesReply?: boolean;
}

/** A key for the message list: the time and a random part, so no counter is kept between messages. */
function nextMessageId(): string {
  return `quick-chat-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function chatMessage(
  sender: QuickChatMessage['sender'],
  text: string,
  guardianId: GuardianId,
  extras: Partial<Pick<QuickChatMessage, 'products' | 'actionButtons' | 'talkTo' | 'safety' | 'continuesReply'>> = {},
): QuickChatMessage {
  const message: QuickChatMessage = {
    id: nextMessageId(),
    sender,
    text,
    guardianId,
    timestamp: new Date().toISOString(),
    products: extras.products ?? [],
    actionButtons: extras.actionButtons ?? [],
  };
  if (extras.talkTo) message.talkTo = extras.talkTo;
  if (extras.safety) message.safety = extras.safety;
  if (extras.continuesReply) message.continuesReply = true;
  return message;
}

/**
 * The message a guardian's answer becomes. An emergency or crisis reply carries only its text and the triage's
 * actions: no products, no 'Shop Products'/'Take Assessment' (spec 5's rule would add them to "health"), no hand-off.
 */
export function guardianReplyMessage(answer: GuardianChatResponse, answeringId: GuardianId): QuickChatMessage {
  const safety = answer.safety ?? undefined;
  if (isUrgentReply(answer)) return chatMessage('guardian', answer.message, answeringId, safety ? { safety } : {});
  return chatMessage('guardian', answer.message, answeringId, {
    products: answer.products,
    actionButtons: actionButtonsFor(answer.message),
    talkTo: talkToGuardianOf(answer.redirectGuardianId, answeringId),
    ...(safety ? { safety } : {}),
  });
}

/** Spec 5's second call for discounted recommendations, never after an emergency or crisis reply. */
export function shouldRecommendAfter(userText: string, answer: GuardianChatResponse): boolean {
  return wantsRecommendations(userText) && !isUrgentReply(answer);
}

/**
 * Index of the message whose start the list shows when a reply arrives: the newest message, or the reply it
 * continues, so a reply is never pushed out of view by its own cards or the recommendations after it.
 */
export function replyStartIndex(messages: readonly QuickChatMessage[]): number {
  let index = messages.length - 1;
  while (index > 0 && messages[index]?.continuesReply) index -= 1;
  return index;
}

/**
 * The guardian a reply hands the question to (the server's redirectGuardianId, which the reply names), or undefined
 * when the answering guardian keeps it: a button to talk to the guardian already talking would do nothing.
 */
export function talkToGuardianOf(redirectGuardianId: unknown, answeringId: GuardianId): GuardianId | undefined {
  return isGuardianId(redirectGuardianId) && redirectGuardianId !== answeringId ? redirectGuardianId : undefined;
}

/** The first-visit greeting: the guardian's greeting for the local hour and the three shortcuts of spec 4. */
export function greetingMessage(guardian: ChatGuardian, at: Date = new Date()): QuickChatMessage {
  return chatMessage('guardian', `${greetingFor(guardian.id, at)} I am ${guardian.name}, ${guardian.title}. How can I help you today?`, guardian.id, {
    actionButtons: [SHOP_PRODUCTS_BUTTON, TAKE_ASSESSMENT_BUTTON, SPECIAL_OFFER_BUTTON],
  });
}

/** What a guardian says when the visitor switches to them. */
export function introductionMessage(guardian: ChatGuardian): QuickChatMessage {
  return chatMessage('guardian', `Hello, I am ${guardian.name}, ${guardian.title}. Ask me anything, or pick one of my quick questions.`, guardian.id);
}

export function specialOfferMessage(guardianId: GuardianId): QuickChatMessage {
  return chatMessage(
    'guardian',
    `Here is my collection. Use code ${FIRST_ORDER_PROMO.code} at checkout for ${FIRST_ORDER_PROMO.percentOff}% off your first order.`,
    guardianId,
  );
}

/** Spec 9: the server gets the last 5 messages of the conversation, oldest first. */
export function chatHistoryOf(messages: readonly QuickChatMessage[]): ChatTurn[] {
  return messages.slice(-MAX_CHAT_HISTORY).map(({ sender, text, timestamp }) => ({ sender, text, timestamp }));
}

/** Restored history goes before what this page already said, without repeating a message shown twice. */
export function withRestoredHistory(current: readonly QuickChatMessage[], stored: readonly StoredChatMessage[]): QuickChatMessage[] {
  const shown = new Set(current.map((message) => message.id));
  const restored = stored.filter((message) => !shown.has(message.id)).map((message): QuickChatMessage => ({ ...message, actionButtons: [] }));
  return [...restored, ...current];
}

/** Recommendations the reply did not already show: the same product twice in a row reads like a glitch. */
export function newRecommendations(replyProducts: readonly QuickChatProduct[], recommended: readonly QuickChatProduct[]): QuickChatProduct[] {
  const shown = new Set(replyProducts.map((product) => product.id));
  return recommended.filter((product) => !shown.has(product.id));
}

export type ProductDestination = { kind: 'affiliate'; url: string } | { kind: 'collection'; path: string };

/** Spec 4: the partner's shop when the product has one, else the guardian collection with the quick-chat attribution. */
export function productDestination(product: QuickChatProduct, chatGuardianId: GuardianId): ProductDestination {
  if (product.affiliate_link) return { kind: 'affiliate', url: product.affiliate_link };
  const query = new URLSearchParams({ product: product.id, ref: 'quickchat', guardian: chatGuardianId });
  return { kind: 'collection', path: `/collection/${product.guardian}?${query.toString()}` };
}

/** Where a shortcut button leads. */
export function actionPath(action: QuickChatAction['action'], guardianId: GuardianId): string {
  return action === 'take_assessment' ? '/assessment' : `/collection/${guardianId}`;
}
