// Assembles the chat: the knowledge base, the provider the settings ask for, and the service the routes use.
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { ChatSettings } from '../../config';
import type { Database } from '../../db/schema';
import type { ChatProvider } from './chat-provider';
import { ChatService } from './chat.service';
import { EmbeddedChatProvider } from './embedded-chat-provider';
import { KnowledgeBase } from './knowledge-base';
import { OpenAiChatProvider } from './openai-chat-provider';

export interface ChatModule {
  chat: ChatService;
  /** This server's index of the knowledge base; the admin knowledge base tells it about its own writes. */
  knowledge: KnowledgeBase;
}

export function createChatModule(deps: { db: Kysely<Database>; logger: Logger; settings: ChatSettings }): ChatModule {
  const knowledge = new KnowledgeBase({ db: deps.db, ttlMs: deps.settings.knowledgeTtlMs });
  const embedded = new EmbeddedChatProvider(knowledge);
  const provider: ChatProvider = deps.settings.llm ? new OpenAiChatProvider(embedded, deps.settings.llm, deps.logger) : embedded;
  deps.logger.info({ chatProvider: provider.name }, 'Guardian chat provider chosen');
  const chat = new ChatService({ db: deps.db, provider, knowledge, retrieval: embedded, logger: deps.logger, safety: deps.settings.safety });
  return { chat, knowledge };
}

export function createChatService(deps: { db: Kysely<Database>; logger: Logger; settings: ChatSettings }): ChatService {
  return createChatModule(deps).chat;
}
