// /api/admin/knowledge: the knowledge entries the guardian chat answers from. Staff read them and try questions
// (staffArea in app.ts already refuses everyone else); only admins write ('knowledge.edit' in STAFF_PERMISSIONS).
import express from 'express';
import type { Router } from 'express';
import { KnowledgeEntryInput, KnowledgeEntryParams, KnowledgeListQuery, KnowledgeTryRequest } from '@common/contracts/admin-knowledge';
import type { KnowledgeEntryResponse, KnowledgePage, KnowledgeTryResult, UnansweredQuestionsResponse } from '@common/contracts/admin-knowledge';
import { validate } from '../../http/validate';
import { staffWrite } from '../audit/audit.exports';
import { requireStaffPermission } from '../admin/admin.exports';
import type { SessionsService } from '../sessions/sessions.exports';
import type { AdminKnowledgeService } from './admin-knowledge.service';

export function adminKnowledgeRoutes(deps: { sessions: SessionsService; knowledge: AdminKnowledgeService }): Router {
  const router = express.Router();
  const { sessions, knowledge } = deps;
  // Checked before validation, so a refused caller learns nothing from field errors.
  router.use('/admin/knowledge', requireStaffPermission(sessions, 'admin.read'));
  const edit = requireStaffPermission(sessions, 'knowledge.edit');

  router.get('/admin/knowledge', validate({ query: KnowledgeListQuery }), async (req, res) => {
    const body: KnowledgePage = await knowledge.page(req.query);
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.post('/admin/knowledge', edit, validate({ body: KnowledgeEntryInput }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: KnowledgeEntryResponse = { entry: await knowledge.create(req.body, staffWrite(req, user)) };
    res.status(201).json(body);
  });

  // Support may try questions too: it changes nothing and stores nothing.
  router.post('/admin/knowledge/try', validate({ body: KnowledgeTryRequest }), async (req, res) => {
    const body: KnowledgeTryResult = await knowledge.tryQuestion(req.body);
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.get('/admin/knowledge/unanswered', async (_req, res) => {
    const body: UnansweredQuestionsResponse = { groups: await knowledge.unanswered() };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.get('/admin/knowledge/:id', validate({ params: KnowledgeEntryParams }), async (req, res) => {
    const body: KnowledgeEntryResponse = { entry: await knowledge.entry(req.params.id) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.put('/admin/knowledge/:id', edit, validate({ params: KnowledgeEntryParams, body: KnowledgeEntryInput }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: KnowledgeEntryResponse = { entry: await knowledge.update(req.params.id, req.body, staffWrite(req, user)) };
    res.json(body);
  });

  router.post('/admin/knowledge/:id/retire', edit, validate({ params: KnowledgeEntryParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: KnowledgeEntryResponse = { entry: await knowledge.retire(req.params.id, staffWrite(req, user)) };
    res.json(body);
  });

  router.post('/admin/knowledge/:id/restore', edit, validate({ params: KnowledgeEntryParams }), async (req, res) => {
    const user = await sessions.user(req, res);
    const body: KnowledgeEntryResponse = { entry: await knowledge.restore(req.params.id, staffWrite(req, user)) };
    res.json(body);
  });

  return router;
}
