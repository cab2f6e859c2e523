// The route helper on its own: a small app with two contracts, fake session guards, and the real request validation.
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import express from 'express';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AccountUser } from '@common/contracts/accounts';
import type { ApiEndpoint } from '@common/contracts/api-endpoint';
import { STAFF_PERMISSIONS } from '@common/contracts/admin';
import type { Role } from '@common/roles';
import { AppError } from './app-error';
import { endpointRoutes, expressPath } from './endpoint-routes';
import type { CallerGuards } from './endpoint-routes';
import { errorHandler } from './error-handler';

const Note = z.object({ id: z.string(), text: z.string().min(1) });

const noteEndpoints = {
  getNotesById: {
    method: 'get',
    path: '/api/notes/{id}',
    summary: 'One note',
    tag: 'notes',
    request: { params: z.object({ id: z.string().regex(/^n\d+$/) }), query: z.object({ broken: z.enum(['yes']).optional() }) },
    responses: { 200: { description: 'The note', body: Note } },
  },
  postNotes: {
    method: 'post',
    path: '/api/notes',
    summary: 'Writes a note',
    tag: 'notes',
    request: { body: z.object({ text: z.string().min(1) }) },
    responses: { 201: { description: 'The note', body: Note } },
  },
  deleteNotesById: {
    method: 'delete',
    path: '/api/notes/{id}',
    summary: 'Deletes a note (support may not)',
    tag: 'notes',
    request: { params: z.object({ id: z.string() }) },
    responses: { 204: { description: 'Deleted' } },
  },
  getNotesPublic: {
    method: 'get',
    path: '/api/notes-public',
    summary: 'Anyone',
    tag: 'notes',
    responses: { 200: { description: 'The count', body: z.object({ count: z.number() }) } },
  },
} satisfies Record<string, ApiEndpoint>;

/** Who is signed in is told by a header, so each test picks its caller. */
function signedIn(req: Request): AccountUser | undefined {
  const roles = req.get('x-test-roles');
  if (roles === undefined) return undefined;
  return { id: 'u1', email: 'u1@example.com', name: 'U', roles: roles.split(',') as Role[] } as unknown as AccountUser;
}

const guards: CallerGuards = {
  requireUser: (req, _res, next) => {
    if (!signedIn(req)) throw new AppError(401, 'UNAUTHENTICATED', 'Sign in');
    next();
  },
  requireRole(...roles: readonly Role[]): RequestHandler {
    return (req, _res, next) => {
      const user = signedIn(req);
      if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'Sign in');
      if (!user.roles.some((role) => roles.includes(role))) throw new AppError(403, 'FORBIDDEN', 'Not for you');
      next();
    };
  },
  requireStaff(permission) {
    return this.requireRole(...STAFF_PERMISSIONS[permission]);
  },
  user: async (req) => {
    const user = signedIn(req);
    if (!user) throw new Error('no user');
    return user;
  },
};

function appWith(checkResponses: boolean): express.Express {
  const { router, serve } = endpointRoutes(guards, { checkResponses });
  serve(noteEndpoints.getNotesById, { caller: 'user' }, async ({ req, res, user }) => {
    // A query asking for a broken answer shows what the response check does with one.
    res.json(req.query.broken === 'yes' ? { id: req.params.id } : { id: req.params.id, text: `for ${user.id}` });
  });
  serve(noteEndpoints.postNotes, { caller: { roles: ['customer'] } }, async ({ req, res }) => {
    res.status(201).json({ id: 'n9', text: req.body.text });
  });
  serve(noteEndpoints.deleteNotesById, { caller: { staff: 'roles.manage' } }, async ({ res }) => {
    res.status(204).end();
  });
  serve(noteEndpoints.getNotesPublic, { caller: 'anyone' }, async ({ res, user }) => {
    res.json({ count: user === undefined ? 1 : 2 });
  });
  const app = express();
  app.use(express.json());
  app.use('/api', router);
  const logger = pino({ level: 'silent' });
  const handler: ErrorRequestHandler = errorHandler({ logger, health: { check: async () => true, reportStorageFull: () => undefined } });
  app.use(handler);
  return app;
}

const servers: http.Server[] = [];
const bases: { checked: string; unchecked: string } = { checked: '', unchecked: '' };

async function listen(app: express.Express): Promise<string> {
  const server = await new Promise<http.Server>((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  bases.checked = await listen(appWith(true));
  bases.unchecked = await listen(appWith(false));
});

afterAll(async () => {
  await Promise.all(servers.map(async (server) => new Promise((resolve) => server.close(resolve))));
});

async function call(path: string, init: { method?: string; roles?: string; body?: unknown } = {}, base = bases.checked) {
  const headers: Record<string, string> = {};
  if (init.roles !== undefined) headers['x-test-roles'] = init.roles;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: response.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as Record<string, unknown>) : undefined,
  };
}

describe('endpointRoutes', () => {
  it('turns a contract path into the router path under /api', () => {
    expect(expressPath('/api/guardians/{id}')).toBe('/guardians/:id');
    expect(expressPath('/api/consultations/{id}/calendar.ics')).toBe('/consultations/:id/calendar.ics');
    expect(() => expressPath('/health')).toThrow(/starts with \/api\//);
  });

  it('serves the method and path of the contract, with the validated params', async () => {
    expect(await call('/api/notes/n1', { roles: 'customer' })).toEqual({ status: 200, cacheControl: 'no-store', body: { id: 'n1', text: 'for u1' } });
    expect((await call('/api/notes/n1', { method: 'PUT', roles: 'customer' })).status).toBe(404);
  });

  it('answers 401 before validating, then 400 VALIDATION_FAILED with the contract schema', async () => {
    expect((await call('/api/notes/bad')).status).toBe(401);
    const invalid = await call('/api/notes/bad', { roles: 'customer' });
    expect(invalid.status).toBe(400);
    expect(invalid.body?.code).toBe('VALIDATION_FAILED');
    const empty = await call('/api/notes', { method: 'POST', roles: 'customer', body: { text: '' } });
    expect(empty.status).toBe(400);
  });

  it('lets a role or a staff permission through and refuses the rest with 403', async () => {
    expect((await call('/api/notes', { method: 'POST', roles: 'customer', body: { text: 'hi' } })).status).toBe(201);
    expect((await call('/api/notes', { method: 'POST', roles: 'lab', body: { text: 'hi' } })).status).toBe(403);
    expect((await call('/api/notes/n1', { method: 'DELETE', roles: 'admin' })).status).toBe(204);
    expect((await call('/api/notes/n1', { method: 'DELETE', roles: 'support' })).status).toBe(403);
  });

  it('marks personal answers no-store and leaves public ones to the handler, with no caller resolved', async () => {
    expect(await call('/api/notes-public', { roles: 'customer' })).toEqual({ status: 200, cacheControl: null, body: { count: 1 } });
  });

  it('fails an answer its contract does not describe when checking, and sends it as is otherwise', async () => {
    const checked = await call('/api/notes/n1?broken=yes', { roles: 'customer' });
    expect(checked.status).toBe(500);
    const unchecked = await call('/api/notes/n1?broken=yes', { roles: 'customer' }, bases.unchecked);
    expect(unchecked).toEqual({ status: 200, cacheControl: 'no-store', body: { id: 'n1' } });
  });
});
