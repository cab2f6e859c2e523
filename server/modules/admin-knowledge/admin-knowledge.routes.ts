// /api/admin/knowledge: the knowledge entries the guardian chat answers from. Staff read them and try questions
// (the staff gate in app.ts already refuses everyone else); only admins write ('knowledge.edit' in STAFF_PERMISSIONS).
import type { Router } from 'express';
import { adminKnowledgeEndpoints } from '@common/contracts/admin-knowledge';
import type { KnowledgeEntryResponse, KnowledgePage, KnowledgeTryResult, UnansweredQuestionsResponse } from '@common/contracts/admin-knowledge';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { staffWrite } from '../audit/audit.exports';
import type { AdminKnowledgeService } from './admin-knowledge.service';

export function adminKnowledgeRoutes(deps: { declare: DeclareRoutes; knowledge: AdminKnowledgeService }): Router {
  const { router, serve } = deps.declare();
  const { knowledge } = deps;

  serve(adminKnowledgeEndpoints.getAdminKnowledge, { caller: { staff: 'admin.read' } }, async ({ req, res }) => {
    const body: KnowledgePage = await knowledge.page(req.query);
    res.json(body);
  });

  serve(adminKnowledgeEndpoints.postAdminKnowledge, { caller: { staff: 'knowledge.edit' } }, async ({ req, res, user }) => {
    const body: KnowledgeEntryResponse = { entry: await knowledge.create(req.body, staffWrite(req, user)) };
    res.status(201).json(body);
  });

  // Support may try questions too: it changes nothing and stores nothing.
  serve(adminKnowledgeEndpoints.postAdminKnowledgeTry, { caller: { staff: 'admin.read' } }, async ({ req, res }) => {
    const body: KnowledgeTryResult = await knowledge.tryQuestion(req.body);
    res.json(body);
  });

  serve(adminKnowledgeEndpoints.getAdminKnowledgeUnanswered, { caller: { staff: 'admin.read' } }, async ({ res }) => {
    const body: UnansweredQuestionsResponse = { groups: await knowledge.unanswered() };
    res.json(body);
  });

  serve(adminKnowledgeEndpoints.getAdminKnowledgeById, { caller: { staff: 'admin.read' } }, async ({ req, res }) => {
    const body: KnowledgeEntryResponse = { entry: await knowledge.entry(req.params.id) };
    res.json(body);
  });

  serve(adminKnowledgeEndpoints.putAdminKnowledgeById, { caller: { staff: 'knowledge.edit' } }, async ({ req, res, user }) => {
    const body: KnowledgeEntryResponse = { entry: await knowledge.update(req.params.id, req.body, staffWrite(req, user)) };
    res.json(body);
  });

  serve(adminKnowledgeEndpoints.postAdminKnowledgeByIdRetire, { caller: { staff: 'knowledge.edit' } }, async ({ req, res, user }) => {
    const body: KnowledgeEntryResponse = { entry: await knowledge.retire(req.params.id, staffWrite(req, user)) };
    res.json(body);
  });

  serve(adminKnowledgeEndpoints.postAdminKnowledgeByIdRestore, { caller: { staff: 'knowledge.edit' } }, async ({ req, res, user }) => {
    const body: KnowledgeEntryResponse = { entry: await knowledge.restore(req.params.id, staffWrite(req, user)) };
    res.json(body);
  });

  return router;
}
