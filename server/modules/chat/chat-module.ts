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

export function createChatService(deps: { db: Kysely<Database>; logger: Logger; settings: ChatSettings }): ChatService {
  const knowledge = new KnowledgeBase({ db: deps.db, ttlMs: deps.settings.knowledgeTtlMs });
  const embedded = new EmbeddedChatProvider(knowledge);
  const provider: ChatProvider = deps.settings.llm ? new OpenAiChatProvider(embedded, deps.settings.llm, deps.logger) : embedded;
  deps.logger.info({ chatProvider: provider.name }, 'Guardian chat provider chosen');
  return new ChatService({ db: deps.db, provider, knowledge, logger: deps.logger, safety: deps.settings.safety });
}
