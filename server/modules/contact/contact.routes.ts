// POST /api/contact for anyone (limited per account, else per address); /api/admin/contact-messages for staff
// (staffArea in app.ts already refuses everyone else).
import express from 'express';
import type { Router } from 'express';
import { ContactMessageParams, ContactMessageRequest, ContactMessagesQuery, HandleContactMessageRequest } from '@common/contracts/contact';
import type { ContactMessageReceipt, ContactMessageResponse, ContactMessagesResponse } from '@common/contracts/contact';
import type { RateLimit } from '../../config';
import { clientAddress } from '../../http/client-address';
import { limitRequests } from '../../http/rate-limit';
import type { RateLimiter } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { requireStaffPermission } from '../admin/admin.exports';
import { staffWrite } from '../audit/audit.exports';
import type { SessionsService } from '../sessions/sessions.exports';
import type { ContactService } from './contact.service';

/** Enough for a person who writes again with what they forgot; too few for a flood into the staff's queue. */
export const DEFAULT_CONTACT_MESSAGES_PER_WINDOW: RateLimit = { max: 5, windowMs: 60 * 60 * 1000 };

export function contactRoutes(deps: { contact: ContactService; sessions: SessionsService; limiter: RateLimiter; messagesPerWindow?: RateLimit }): Router {
  const router = express.Router();
  const { contact, sessions, limiter } = deps;
  const perWindow = deps.messagesPerWindow ?? DEFAULT_CONTACT_MESSAGES_PER_WINDOW;

  const limitPerSender = limitRequests(limiter, perWindow, 'messages', async (req, res) => {
    const signedIn = await sessions.current(req, res);
    return signedIn && !signedIn.user.isDemo ? `contact:user:${signedIn.user.id}` : `contact:address:${clientAddress(req)}`;
  });

  router.post('/contact', validate({ body: ContactMessageRequest }), limitPerSender, async (req, res) => {
    const signedIn = await sessions.current(req, res);
    // A demo account is a sandbox nobody else sees: its message reaches staff as a visitor's, tied to no account.
    const sender = signedIn && !signedIn.user.isDemo ? { userId: signedIn.user.id } : null;
    const body: ContactMessageReceipt = await contact.send(req.body, sender);
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json(body);
  });

  // Checked before validation, so a refused caller learns nothing from field errors. Support answers customers, so
  // both staff roles read and mark messages.
  router.use('/admin/contact-messages', requireStaffPermission(sessions, 'admin.read'));

  router.get('/admin/contact-messages', validate({ query: ContactMessagesQuery }), async (req, res) => {
    const body: ContactMessagesResponse = await contact.list(req.query.status);
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.post('/admin/contact-messages/:id/handled', validate({ params: ContactMessageParams, body: HandleContactMessageRequest }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: ContactMessageResponse = { message: await contact.markHandled(req.params.id, req.body, staffWrite(req, user)) };
    res.json(body);
  });

  return router;
}
