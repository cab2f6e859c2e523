import express from 'express';
import type { Router } from 'express';
import { ChatHistoryParams, ChatHistoryQuery, GuardianChatRequest, QuickRecommendationsRequest } from '@common/contracts/chat';
import type { ChatHistoryResponse, GuardianChatResponse, QuickRecommendationsResponse } from '@common/contracts/chat';
import type { RateLimit } from '../../config';
import { clientAddress } from '../../http/client-address';
import { limitRequests } from '../../http/rate-limit';
import type { RateLimiter } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import type { SessionsService } from '../sessions/sessions.exports';
import type { ChatService } from './chat.service';

export interface ChatRouteDependencies {
  sessions: SessionsService;
  chat: ChatService;
  /** Counts chat messages per asker, in the database, so every server instance shares the budget. */
  limiter: RateLimiter;
  messagesPerWindow: RateLimit;
}

export function chatRoutes(deps: ChatRouteDependencies): Router {
  const router = express.Router();
  const { sessions, chat, limiter } = deps;

  // Per account when signed in, so people behind one office address do not share a budget and a new session does not
  // start a new one; per address otherwise.
  const limitPerAsker = limitRequests(limiter, deps.messagesPerWindow, 'chat messages', async (req, res) => {
    const signedIn = await sessions.current(req, res);
    return signedIn ? `chat:user:${signedIn.user.id}` : `chat:address:${clientAddress(req)}`;
  });

  router.post('/guardian-chat', validate({ body: GuardianChatRequest }), limitPerAsker, async (req, res) => {
    const signedIn = await sessions.current(req, res);
    const body: GuardianChatResponse = await chat.reply(req.body, signedIn?.user ?? null);
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.post('/chat/quick-recommendations', validate({ body: QuickRecommendationsRequest }), limitPerAsker, async (req, res) => {
    const body: QuickRecommendationsResponse = { products: await chat.quickRecommendations(req.body) };
    res.json(body);
  });

  router.get('/guardian-chat/history/:userUid', sessions.requireUser, validate({ params: ChatHistoryParams, query: ChatHistoryQuery }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ChatHistoryResponse = await chat.history(user, req.params.userUid, req.query.guardianType);
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  return router;
}
