// Quick chat of spec 4 and 7: guardian answers, quick recommendations and the signed-in conversation history.
//
// Message, guardian and history limits are checked by the server, not by these schemas, so each answers its own
// code (EMPTY_MESSAGE, MESSAGE_TOO_LONG, UNKNOWN_GUARDIAN, CHAT_HISTORY_TOO_LONG) instead of one VALIDATION_FAILED.
import { z } from 'zod';
import { GUARDIAN_IDS } from '../guardians';
import type { ApiEndpoint } from './api-endpoint';
import { Currency, MoneyAmount, ProductCategory } from './catalog';
import { errorResponse } from './errors';

export const MAX_CHAT_MESSAGE_LENGTH = 2000;
/** Spec 9: the widget sends the last 5 messages. */
import { MAX_CHAT_HISTORY } from './constants';

export { MAX_CHAT_HISTORY } from './constants';
/** Messages the history endpoint answers at most: the newest ones, oldest first. */
export const CHAT_HISTORY_PAGE = 50;
/** Spec 9: the discount a quick recommendation card shows. */
export const QUICK_RECOMMENDATION_DISCOUNT = 10;
export const MAX_QUICK_RECOMMENDATIONS = 4;

export const ChatSender = z.enum(['user', 'guardian', 'system']);
export type ChatSender = z.infer<typeof ChatSender>;

export const ChatTurn = z
  .object({
    sender: ChatSender,
    text: z.string().max(MAX_CHAT_MESSAGE_LENGTH * 4),
    timestamp: z.union([z.string().max(64), z.number()]).optional(),
  })
  .meta({ id: 'ChatTurn' });
export type ChatTurn = z.infer<typeof ChatTurn>;

export const GuardianChatRequest = z
  .object({
    message: z
      .string()
      .max(MAX_CHAT_MESSAGE_LENGTH * 4)
      .describe(`1 to ${MAX_CHAT_MESSAGE_LENGTH} characters after trimming.`),
    guardianId: z.string().max(64),
    userEmail: z.string().max(254).nullish().describe('Empty for visitors; only used to confirm the signed-in account.'),
    chatHistory: z.array(ChatTurn).max(100).default([]).describe(`At most ${MAX_CHAT_HISTORY} earlier messages.`),
    localHour: z
      .number()
      .int()
      .min(0)
      .max(23)
      .optional()
      .describe("The browser's local hour, for the greeting band of spec 9; the server's hour when omitted."),
  })
  .meta({ id: 'GuardianChatRequest' });
export type GuardianChatRequest = z.input<typeof GuardianChatRequest>;

/** Spec 3's chat product card, read from the catalog; prices in integer minor units of `currency` (paise for INR). */
export const ChatProductCard = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    image: z.string(),
    price: MoneyAmount,
    originalPrice: MoneyAmount,
    currency: Currency,
    discount: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe("The product's own catalog discount, as the product page shows it (price against the struck-through originalPrice)."),
    chatOfferPrice: MoneyAmount.describe(
      "Spec 9's chat offer: an extra 10% off the current price (GUARDIAN10 at checkout), computed by the server with common/commerce.ts chatOfferPrice; the card shows it beside the catalog price, never instead of it.",
    ),
    guardian: z.enum(GUARDIAN_IDS),
    categories: z.array(ProductCategory),
    affiliate_link: z.url().optional(),
  })
  .meta({ id: 'ChatProductCard' });
export type ChatProductCard = z.infer<typeof ChatProductCard>;

export const SAFETY_LEVELS = ['emergency', 'crisis', 'urgent', 'check', 'caution'] as const;
export const SafetyLevel = z.enum(SAFETY_LEVELS);
export type SafetyLevel = z.infer<typeof SafetyLevel>;

/** A button under a safety reply: `action` is a `tel:` link to call, or an in-app path such as /find-expert. */
export const SafetyAction = z
  .object({
    id: z.string(),
    text: z.string(),
    action: z.string().describe('tel:<number> to call, or a storefront path (/find-expert).'),
  })
  .meta({ id: 'SafetyAction' });
export type SafetyAction = z.infer<typeof SafetyAction>;

export const ChatSafety = z
  .object({
    level: SafetyLevel.describe(
      'emergency: call the emergency number now; crisis: a crisis line; urgent: see a doctor today; check: the guardian asks one question before deciding (quickReplies); caution: a medicine or condition changes the advice.',
    ),
    reason: z.string().describe('What the triage recognised, in plain words.'),
    actions: z.array(SafetyAction),
    quickReplies: z
      .array(z.string().max(80))
      .max(4)
      .default([])
      .describe("For a check: answers the user can send with one press, sent as the user's next message with the history."),
  })
  .meta({ id: 'ChatSafety' });
export type ChatSafety = z.infer<typeof ChatSafety>;

export const GuardianChatResponse = z
  .object({
    success: z.literal(true),
    message: z.string().describe("The guardian's reply in its persona."),
    products: z.array(ChatProductCard).describe("Approved catalog products of the guardian's categories that match the question."),
    redirectGuardianId: z.enum(GUARDIAN_IDS).nullable().describe('Set when the question belongs to another guardian, whom the reply names.'),
    answeredBy: z
      .enum(['embedded', 'llm', 'safety'])
      .describe(
        'embedded: the offline knowledge base; llm: the configured OpenAI-compatible model; safety: the triage answered an emergency or crisis itself.',
      ),
    safety: ChatSafety.nullable().describe('Set when the triage recognised an emergency, a crisis or a caution; null for an ordinary question.'),
  })
  .meta({ id: 'GuardianChatResponse' });
export type GuardianChatResponse = z.infer<typeof GuardianChatResponse>;

export const QuickRecommendationsRequest = z
  .object({
    guardianId: z.string().max(64),
    userQuery: z
      .string()
      .max(MAX_CHAT_MESSAGE_LENGTH * 4)
      .default(''),
    categories: z.array(z.string().max(64)).max(20).default([]).describe("Some of the guardian's product categories; all of them when empty."),
  })
  .meta({ id: 'QuickRecommendationsRequest' });
export type QuickRecommendationsRequest = z.input<typeof QuickRecommendationsRequest>;

/**
 * A quick recommendation card. `discount` is always 10 (spec 9): the quick-chat offer the card advertises as
 * "10% off", redeemed at checkout with GUARDIAN10 (the widget's special-offer action). price and originalPrice stay
 * the catalog's, and `catalogDiscount` is the product's own markdown, so the card never claims a price the cart
 * will not charge.
 */
export const QuickRecommendation = ChatProductCard.extend({
  discount: z.literal(QUICK_RECOMMENDATION_DISCOUNT),
  catalogDiscount: z.number().int().min(0).max(100),
}).meta({ id: 'QuickRecommendation' });
export type QuickRecommendation = z.infer<typeof QuickRecommendation>;

export const QuickRecommendationsResponse = z.object({ products: z.array(QuickRecommendation) }).meta({ id: 'QuickRecommendationsResponse' });
export type QuickRecommendationsResponse = z.infer<typeof QuickRecommendationsResponse>;

export const ChatHistoryParams = z.object({ userUid: z.string().trim().min(1).max(128).describe("The account's uid (or id).") });
export const ChatHistoryQuery = z.object({ guardianType: z.enum(GUARDIAN_IDS).optional().describe('Only this guardian’s conversation.') });

export const StoredChatMessage = z
  .object({
    id: z.string(),
    sender: z.enum(['user', 'guardian']),
    text: z.string(),
    guardianId: z.enum(GUARDIAN_IDS),
    timestamp: z.iso.datetime(),
    products: z.array(ChatProductCard),
  })
  .meta({ id: 'StoredChatMessage' });
export type StoredChatMessage = z.infer<typeof StoredChatMessage>;

export const ChatHistoryResponse = z
  .object({ messages: z.array(StoredChatMessage).describe(`The newest ${CHAT_HISTORY_PAGE} messages, oldest first.`) })
  .meta({ id: 'ChatHistoryResponse' });
export type ChatHistoryResponse = z.infer<typeof ChatHistoryResponse>;

export const CHAT_ERROR_CODES = [
  'EMPTY_MESSAGE',
  'MESSAGE_TOO_LONG',
  'UNKNOWN_GUARDIAN',
  'CHAT_HISTORY_TOO_LONG',
  'CATEGORY_NOT_FOR_GUARDIAN',
  'RATE_LIMITED',
  'HISTORY_OF_ANOTHER_USER',
] as const;

export const chatEndpoints = {
  postGuardianChat: {
    method: 'post',
    path: '/api/guardian-chat',
    summary: "A guardian's answer in its persona, grounded in the knowledge base, with matching catalog products",
    tag: 'chat',
    request: { body: GuardianChatRequest },
    responses: {
      200: { description: 'The reply and products; stored in the conversation when signed in', body: GuardianChatResponse },
      400: errorResponse('EMPTY_MESSAGE, MESSAGE_TOO_LONG, UNKNOWN_GUARDIAN, CHAT_HISTORY_TOO_LONG or VALIDATION_FAILED'),
      429: errorResponse('Too many messages from this session or address (RATE_LIMITED)'),
    },
  },
  postChatQuickRecommendations: {
    method: 'post',
    path: '/api/chat/quick-recommendations',
    summary: "Catalog products of the guardian's categories matching the query, each with the quick-chat discount 10",
    tag: 'chat',
    request: { body: QuickRecommendationsRequest },
    responses: {
      200: { description: 'Up to 4 products', body: QuickRecommendationsResponse },
      400: errorResponse('UNKNOWN_GUARDIAN, CATEGORY_NOT_FOR_GUARDIAN or VALIDATION_FAILED'),
      429: errorResponse('Too many requests from this session or address (RATE_LIMITED)'),
    },
  },
  getGuardianChatHistoryByUserUid: {
    method: 'get',
    path: '/api/guardian-chat/history/{userUid}',
    summary: "The signed-in user's stored conversation, oldest first",
    tag: 'chat',
    request: { params: ChatHistoryParams, query: ChatHistoryQuery },
    responses: {
      200: { description: 'The messages', body: ChatHistoryResponse },
      401: errorResponse('Signed out (UNAUTHENTICATED)'),
      403: errorResponse('The uid is not the signed-in account (HISTORY_OF_ANOTHER_USER)'),
    },
  },
} satisfies Record<string, ApiEndpoint>;
