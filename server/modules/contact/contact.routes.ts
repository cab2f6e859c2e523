// POST /api/contact for anyone (limited per account, else per address); /api/admin/contact-messages for staff
// (the staff gate in app.ts already refuses everyone else).
import type { Router } from 'express';
import { contactEndpoints } from '@common/contracts/contact';
import type { ContactMessageReceipt, ContactMessageResponse, ContactMessagesResponse } from '@common/contracts/contact';
import type { RateLimit } from '../../config';
import { clientAddress } from '../../http/client-address';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { limitRequests } from '../../http/rate-limit';
import type { RateLimiter } from '../../http/rate-limit';
import { staffWrite } from '../audit/audit.exports';
import type { SessionsService } from '../sessions/sessions.exports';
import type { ContactService } from './contact.service';

/** Enough for a person who writes again with what they forgot; too few for a flood into the staff's queue. */
export const DEFAULT_CONTACT_MESSAGES_PER_WINDOW: RateLimit = { max: 5, windowMs: 60 * 60 * 1000 };

export function contactRoutes(deps: {
  declare: DeclareRoutes;
  contact: ContactService;
  sessions: SessionsService;
  limiter: RateLimiter;
  messagesPerWindow?: RateLimit;
}): Router {
  const { router, serve } = deps.declare();
  const { contact, sessions, limiter } = deps;
  const perWindow = deps.messagesPerWindow ?? DEFAULT_CONTACT_MESSAGES_PER_WINDOW;

  const limitPerSender = limitRequests(limiter, perWindow, 'messages', async (req, res) => {
    const signedIn = await sessions.current(req, res);
    return signedIn && !signedIn.user.isDemo ? `contact:user:${signedIn.user.id}` : `contact:address:${clientAddress(req)}`;
  });

  serve(contactEndpoints.postContact, { caller: 'anyone', cache: 'no-store', before: [limitPerSender] }, async ({ req, res }) => {
    const signedIn = await sessions.current(req, res);
    // A demo account is a sandbox nobody else sees: its message reaches staff as a visitor's, tied to no account.
    const sender = signedIn && !signedIn.user.isDemo ? { userId: signedIn.user.id } : null;
    const body: ContactMessageReceipt = await contact.send(req.body, sender);
    res.status(201).json(body);
  });

  serve(contactEndpoints.getAdminContactMessages, { caller: { staff: 'admin.read' } }, async ({ req, res }) => {
    const body: ContactMessagesResponse = await contact.list(req.query.status);
    res.json(body);
  });

  serve(contactEndpoints.postAdminContactMessagesByIdHandled, { caller: { staff: 'admin.read' } }, async ({ req, res, user }) => {
    const body: ContactMessageResponse = { message: await contact.markHandled(req.params.id, req.body, staffWrite(req, user)) };
    res.json(body);
  });

  return router;
}
