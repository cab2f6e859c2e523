// Contracts tied to code: every route the app serves under /api has its contract in API_ENDPOINTS (which drives
// GET /api/openapi.json and the renderer's types), and every contract has a route. Routes mounted only by tests
// (createApp's extraRouters) are not part of the app and are left out by building it without them.
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '@common/contracts/api-endpoints';
import { createApp } from './app';
import { LocalFileStore } from './files/local-file-store';
import { openDatabase } from './db/database';
import { DatabaseHealth } from './db/health';

/** What router@2's public listRoutes() answers for each route or mounted router (see its README). */
interface ListedRoute {
  path: string | RegExp;
  /** Upper-case methods with the automatic HEAD of a GET; '*' for all(); undefined for a mounted router. */
  methods: string[] | undefined;
  router: unknown;
}

interface ListableRouter {
  listRoutes(): ListedRoute[];
}

function isListable(router: unknown): router is ListableRouter {
  return typeof (router as Partial<ListableRouter> | undefined)?.listRoutes === 'function';
}

function joinPaths(prefix: string, routePath: string): string {
  const joined = `${prefix}/${routePath}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

interface ServedRoute {
  method: string;
  /** OpenAPI form: Express's :param written as {param}. */
  path: string;
  /** False for a RegExp path or all(): no contract can describe those. */
  describable: boolean;
}

/** Every route reachable from the router, mounted routers included. */
function servedRoutes(router: unknown, prefix = ''): ServedRoute[] {
  if (!isListable(router)) throw new Error("Express's router has no listRoutes(): this test needs router 2.3 or later.");
  return router.listRoutes().flatMap((route): ServedRoute[] => {
    if (typeof route.path !== 'string') return [{ method: '*', path: `${prefix}/${String(route.path)}`, describable: false }];
    const fullPath = joinPaths(prefix, route.path);
    if (route.router !== undefined) return servedRoutes(route.router, fullPath);
    return (route.methods ?? [])
      .filter((method) => method !== 'HEAD' || !route.methods?.includes('GET'))
      .map((method) => ({ method, path: fullPath.replace(/:(\w+)/g, '{$1}'), describable: method !== '*' && !/[*?()[\]]/.test(fullPath) }));
  });
}

const logger = pino({ level: 'silent' });
// Building the app runs no query, so this database is never opened.
const { db } = openDatabase({ dataDir: path.join(os.tmpdir(), 'guardians-api-endpoints-never-opened') }, logger);
const health = new DatabaseHealth({ ping: () => Promise.resolve(), prepare: () => Promise.resolve(), logger });
const files = new LocalFileStore({ dir: path.join(os.tmpdir(), 'guardians-api-endpoints-never-written') });
const app = createApp({ db, files, health, logger });

afterAll(async () => {
  await db.destroy();
});

const underApi = servedRoutes(app.router).filter((route) => route.path === '/api' || route.path.startsWith('/api/'));
const apiRoutes = underApi.map((route) => `${route.method} ${route.path}`);
const contracts = API_ENDPOINTS.map((endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`);

describe('API_ENDPOINTS and the routes of createApp', () => {
  it('finds the routes of the app, so an empty list cannot pass for agreement', () => {
    expect(apiRoutes).toContain('GET /api/openapi.json');
    expect(apiRoutes).toContain('GET /api/guardians/{id}');
    expect(apiRoutes).toContain('POST /api/purchase');
  });

  it('has only routes with a plain path and named methods under /api, which a contract can describe', () => {
    expect(underApi.filter((route) => !route.describable)).toEqual([]);
  });

  it('has a contract for every route under /api', () => {
    expect(apiRoutes.filter((route) => !contracts.includes(route))).toEqual([]);
  });

  it('has a route for every contract', () => {
    expect(contracts.filter((contract) => !apiRoutes.includes(contract))).toEqual([]);
  });

  it('lists each method and path once, in the contracts and in the routes', () => {
    expect(contracts.filter((contract, index) => contracts.indexOf(contract) !== index)).toEqual([]);
    expect(apiRoutes.filter((route, index) => apiRoutes.indexOf(route) !== index)).toEqual([]);
  });
});
