// Guardian chat rules: who answers a question, what is stored and what may be recommended. What a question may look
// like is chat-input.ts; the history, the quick recommendations and the retrieval's explanation have their own files.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { ChatProductCard, ChatHistoryResponse, GuardianChatResponse, QuickRecommendation } from '@common/contracts/chat';
import type { AccountUser } from '@common/contracts/accounts';
import { normalizeEmail } from '@common/email';
import type { GuardianId } from '@common/guardians';
import type { Database } from '../../db/schema';
import type { SafetyNumbers } from '../../config';
import { assessmentSummaryOf } from '../assessments/assessments.exports';
import type { ChatProfile, ChatProvider } from './chat-provider';
import { insertChatMessages, insertChatTriageEvent, insertUnansweredQuestion } from './chat.repository';
import { cautionPreamble, cautionSafety, possibleDangerLine } from './safety-replies';
import { SAFETY_REPLIES } from './safety-screening';
import { productAllowed, triage } from './triage';
import { withoutRepeatedSentences } from './chat-text';
import type { ChatMessageRow } from './chat.repository';
import { answersItself, checkChatInput } from './chat-input';
import type { GuardianChatInput } from './chat-input';
import { chatHistoryOf } from './chat-history';
import { quickRecommendationsFrom } from './quick-recommendations';
import { explainRetrieval } from './retrieval-explained';
import type { KnowledgeBase } from './knowledge-base';
import type { EmbeddedChatProvider } from './embedded-chat-provider';
import type { KnowledgeTryResult } from '@common/contracts/admin-knowledge';

export interface ChatServiceDependencies {
  db: Kysely<Database>;
  provider: ChatProvider;
  knowledge: KnowledgeBase;
  logger: Logger;
  /** The numbers emergency and crisis replies give. */
  safety: SafetyNumbers;
  /** The chat's own retrieval, explained by tryQuestion for the admin knowledge base. */
  retrieval: Pick<EmbeddedChatProvider, 'retrieve'>;
  now?: () => Date;
}

const UNANSWERED_QUESTION_LENGTH = 300;

export class ChatService {
  readonly #deps: ChatServiceDependencies;
  readonly #now: () => Date;

  constructor(deps: ChatServiceDependencies) {
    this.#deps = deps;
    this.#now = deps.now ?? (() => new Date());
  }

  /**
   * Triage first: an emergency or a crisis is answered here and no provider (nor model) ever sees it. Otherwise the
   * provider answers, a caution leads with the named interaction, and no product the caution forbids is shown.
   * A signed-in asker's exchange is stored unless userEmail names another account, or the caller (the voice socket,
   * whose exchanges are spoken rather than kept) says not to.
   */
  async reply(
    input: GuardianChatInput,
    asker: AccountUser | null,
    options: { store: boolean; count?: boolean } = { store: true },
  ): Promise<GuardianChatResponse> {
    const { message, guardianId } = checkChatInput(input);
    const now = this.#now();
    const result = triage(message, input.chatHistory);
    let body: GuardianChatResponse;
    if (answersItself(result)) {
      const safetyReply = SAFETY_REPLIES[result.level](result, this.#deps.safety);
      this.#deps.logger.info(
        { safetyLevel: result.level, findings: result.findings.map((finding) => `${finding.source}:${finding.id}`) },
        'Chat triage answered an urgent message itself',
      );
      body = { success: true, message: safetyReply.message, products: [], redirectGuardianId: null, answeredBy: 'safety', safety: safetyReply.safety };
    } else {
      const profile = asker ? await this.#profileOf(asker.id) : null;
      const answer = await this.#deps.provider.answer({
        guardianId,
        message,
        history: input.chatHistory,
        localHour: input.localHour ?? now.getHours(),
        triage: result,
        profile,
      });
      const products = answer.products.filter((product) => productAllowed(result, product.slug));
      if (answer.unanswered && (options.count ?? true)) await this.#recordUnanswered(guardianId, message, answer.unanswered, now);
      const answered = result.level === 'caution' ? `${cautionPreamble(result)} ${answer.message}` : answer.message;
      const closing = possibleDangerLine(result, this.#deps.safety);
      const text = withoutRepeatedSentences(closing ? `${answered} ${closing}` : answered);
      body = {
        success: true,
        message: text,
        products,
        redirectGuardianId: answer.redirectGuardianId,
        answeredBy: answer.answeredBy,
        safety: result.level === 'caution' ? cautionSafety(result) : null,
      };
    }
    if (options.count ?? true) await this.#count(guardianId, asker, result.level ?? 'none', now);
    // userEmail is never trusted: it may only confirm the session's account, and a mismatch means "do not store".
    const claimedEmail = input.userEmail?.trim();
    if (options.store && asker && (!claimedEmail || normalizeEmail(claimedEmail) === asker.email)) {
      await this.#store(asker.id, guardianId, message, body.message, body.products, now, result.level ?? 'none');
    }
    return body;
  }

  /**
   * "Try a question" of the admin knowledge base: the reply a visitor would get (not stored), the triage, and the
   * entries the retrieval ranked, what the reply is built on first. Triage comes first exactly as in reply(): an
   * emergency or a crisis uses no entry at all.
   */
  async tryQuestion(input: { question: string; guardianId: GuardianId }): Promise<KnowledgeTryResult> {
    const body = await this.reply({ message: input.question, guardianId: input.guardianId, chatHistory: [] }, null, { store: false, count: false });
    const { message, guardianId } = checkChatInput({ message: input.question, guardianId: input.guardianId, chatHistory: [] });
    const result = triage(message);
    const urgent = answersItself(result);
    const reasons = urgent
      ? [...new Set(result.findings.filter((finding) => finding.level === result.level).map((finding) => finding.reason))]
      : body.safety
        ? [body.safety.reason]
        : [];
    const base = { triage: { level: result.level, reasons }, answeredBy: body.answeredBy, reply: body.message };
    if (urgent) return { ...base, understood: null, redirectGuardianId: null, entries: [] };
    const retrieval = await this.#deps.retrieval.retrieve({
      guardianId,
      message,
      history: [],
      localHour: this.#now().getHours(),
      triage: result,
      profile: null,
    });
    return {
      ...base,
      understood: { topics: retrieval.understanding.topics.map((mention) => mention.topic.id), intent: retrieval.understanding.intent },
      redirectGuardianId: retrieval.redirect?.guardianId ?? null,
      entries: explainRetrieval(retrieval),
    };
  }

  /** Every question counts for the KPIs with its level, a visitor's too; its words are kept only in a customer's history. */
  async #count(guardianId: GuardianId, asker: AccountUser | null, level: string, now: Date): Promise<void> {
    try {
      await insertChatTriageEvent(this.#deps.db, {
        id: randomUUID(),
        guardian_id: guardianId,
        asker: asker ? 'customer' : 'visitor',
        triage_level: level,
        created_at: now.toISOString(),
      });
    } catch (error) {
      // A count is a nicety: the answer still goes out.
      this.#deps.logger.warn({ err: error }, 'A chat question could not be counted');
    }
  }

  /** A question the knowledge base could not answer, for an editor: its words, never who asked. */
  async #recordUnanswered(guardianId: GuardianId, question: string, gap: { topic: string; intent: string }, now: Date): Promise<void> {
    try {
      await insertUnansweredQuestion(this.#deps.db, {
        id: randomUUID(),
        guardian_id: guardianId,
        topic: gap.topic,
        intent: gap.intent,
        question: question.slice(0, UNANSWERED_QUESTION_LENGTH),
        created_at: now.toISOString(),
      });
    } catch (error) {
      this.#deps.logger.warn({ err: error }, 'An unanswered chat question could not be recorded');
    }
  }

  /** The asker's latest assessment, from their own account only. */
  async #profileOf(userId: string): Promise<ChatProfile | null> {
    try {
      const summary = await assessmentSummaryOf(this.#deps.db, userId);
      return summary && { assessedAt: summary.latestAt, assessmentCount: summary.count, scores: summary.scores };
    } catch (error) {
      // A personal line is a nicety: without it the answer is still right.
      this.#deps.logger.warn({ err: error, userId }, 'The chat could not read the asker’s assessments');
      return null;
    }
  }

  async #store(
    userId: string,
    guardianId: GuardianId,
    question: string,
    reply: string,
    products: ChatProductCard[],
    now: Date,
    triageLevel: string,
  ): Promise<void> {
    const createdAt = now.toISOString();
    // The question keeps its triage level for the strategy dashboard's counts; the reply has none of its own.
    const row = (sender: 'user' | 'guardian', text: string, cards: ChatProductCard[], position: number): ChatMessageRow => ({
      id: randomUUID(),
      user_id: userId,
      guardian_id: guardianId,
      sender,
      text,
      products: JSON.stringify(cards),
      created_at: createdAt,
      position,
      triage_level: sender === 'user' ? triageLevel : null,
    });
    try {
      await insertChatMessages(this.#deps.db, [row('user', question, [], 0), row('guardian', reply, products, 1)]);
    } catch (error) {
      // The answer matters more than its copy in the history: the user still gets it.
      this.#deps.logger.warn({ err: error, userId }, 'A chat exchange could not be stored in the history');
    }
  }

  /**
   * Up to 4 approved products of the guardian's (chosen) categories, best match first, each showing discount 10.
   * The same triage as the chat: none for an emergency or a crisis, none a caution forbids.
   */
  async quickRecommendations(input: { guardianId: string; userQuery: string; categories: string[] }): Promise<QuickRecommendation[]> {
    return quickRecommendationsFrom(this.#deps.knowledge, input);
  }

  async history(user: AccountUser, userUid: string, guardianId: GuardianId | undefined): Promise<ChatHistoryResponse> {
    return chatHistoryOf(this.#deps.db, user, userUid, guardianId);
  }
}
