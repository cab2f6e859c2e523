import type { Router } from 'express';
import { chatEndpoints } from '@common/contracts/chat';
import type { ChatHistoryResponse, GuardianChatResponse, QuickRecommendationsResponse } from '@common/contracts/chat';
import type { RateLimit } from '../../config';
import { clientAddress } from '../../http/client-address';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { limitRequests } from '../../http/rate-limit';
import type { RateLimiter } from '../../http/rate-limit';
import type { SessionsService } from '../sessions/sessions.exports';
import type { ChatService } from './chat.service';

export interface ChatRouteDependencies {
  declare: DeclareRoutes;
  sessions: SessionsService;
  chat: ChatService;
  /** Counts chat messages per asker, in the database, so every server instance shares the budget. */
  limiter: RateLimiter;
  messagesPerWindow: RateLimit;
}

export function chatRoutes(deps: ChatRouteDependencies): Router {
  const { router, serve } = deps.declare();
  const { sessions, chat, limiter } = deps;

  // Per account when signed in, so people behind one office address do not share a budget and a new session does not
  // start a new one; per address otherwise.
  const limitPerAsker = limitRequests(limiter, deps.messagesPerWindow, 'chat messages', async (req, res) => {
    const signedIn = await sessions.current(req, res);
    return signedIn ? `chat:user:${signedIn.user.id}` : `chat:address:${clientAddress(req)}`;
  });

  serve(chatEndpoints.postGuardianChat, { caller: 'anyone', cache: 'no-store', before: [limitPerAsker] }, async ({ req, res }) => {
    const signedIn = await sessions.current(req, res);
    const body: GuardianChatResponse = await chat.reply(req.body, signedIn?.user ?? null);
    res.json(body);
  });

  serve(chatEndpoints.postChatQuickRecommendations, { caller: 'anyone', before: [limitPerAsker] }, async ({ req, res }) => {
    const body: QuickRecommendationsResponse = { products: await chat.quickRecommendations(req.body) };
    res.json(body);
  });

  serve(chatEndpoints.getGuardianChatHistoryByUserUid, { caller: 'user' }, async ({ req, res, user }) => {
    const body: ChatHistoryResponse = await chat.history(user, req.params.userUid, req.query.guardianType);
    res.json(body);
  });

  return router;
}
