// How a module serves its endpoints: one declaration per endpoint of the contract (common/contracts), naming who may
// call it and how its answer may be cached. Method and path come from the contract, so a route cannot drift from what
// /api/openapi.json publishes; the request is validated with the contract's schemas before the handler runs; personal
// answers are never stored by a cache unless the declaration says otherwise; and in tests every JSON answer is checked
// against the contract's response schema for its status.
import express from 'express';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { AccountUser } from '@common/contracts/accounts';
import type { StaffPermission } from '@common/contracts/admin';
import type { ApiEndpoint } from '@common/contracts/api-endpoint';
import type { Role } from '@common/roles';
import { validate } from './validate';

/** The session guards a route needs; the sessions module provides them. */
export interface CallerGuards {
  /** 401 UNAUTHENTICATED unless someone is signed in. */
  readonly requireUser: RequestHandler;
  /** 401 when signed out, 403 FORBIDDEN without one of the roles. */
  requireRole(...roles: readonly Role[]): RequestHandler;
  /** 401 when signed out, 403 FORBIDDEN without a role holding the staff permission (STAFF_PERMISSIONS). */
  requireStaff(permission: StaffPermission): RequestHandler;
  /** The signed-in account of a request that passed one of the guards. */
  user(req: Request, res: Response): Promise<AccountUser>;
}

/**
 * Who may call an endpoint: anyone (visitors included), any signed-in account, an account holding one of the roles,
 * or staff holding a permission of STAFF_PERMISSIONS.
 */
export type Caller = 'anyone' | 'user' | { readonly roles: readonly Role[] } | { readonly staff: StaffPermission };

/** `no-store` (the default for every caller but anyone), `no-cache`, or left to the handler (`handler`). */
export type CachePolicy = 'no-store' | 'no-cache' | 'handler';

export interface EndpointOptions<C extends Caller> {
  caller: C;
  cache?: CachePolicy;
  /** Run after the caller's guard and before the request is validated (a required header, a rate limit, a raw body). */
  before?: readonly RequestHandler[];
}

type RequestPart<E extends ApiEndpoint, K extends 'params' | 'query' | 'body', Fallback> =
  NonNullable<E['request']> extends Record<K, infer S> ? (S extends z.ZodType ? z.output<S> : Fallback) : Fallback;

/** What a handler receives: the request with its validated parts, the response, and the caller when one is required. */
export interface EndpointCall<E extends ApiEndpoint, C extends Caller> {
  req: Request<RequestPart<E, 'params', Record<string, string>>, unknown, RequestPart<E, 'body', unknown>, RequestPart<E, 'query', Request['query']>>;
  res: Response;
  user: C extends 'anyone' ? undefined : AccountUser;
}

export type EndpointHandler<E extends ApiEndpoint, C extends Caller> = (call: EndpointCall<E, C>) => Promise<void>;

export interface EndpointRoutesOptions {
  /** Check every 2xx JSON answer against the contract's response schema (tests); off in production. */
  checkResponses?: boolean;
}

/** The 500 a test sees when an answer does not match its contract: the contract or the handler must change. */
export class ResponseContractError extends Error {
  constructor(endpoint: ApiEndpoint, status: number, detail: string) {
    super(`${endpoint.method.toUpperCase()} ${endpoint.path} answered ${status} with a body its contract does not describe: ${detail}`);
    this.name = 'ResponseContractError';
  }
}

/** Express's form of a contract path: `/api/guardians/{id}` → `/guardians/:id` (routers are mounted under /api). */
export function expressPath(contractPath: string): string {
  if (!contractPath.startsWith('/api/')) throw new Error(`A contract path starts with /api/: ${contractPath}`);
  return contractPath.slice('/api'.length).replace(/\{(\w+)\}/g, ':$1');
}

function guardOf(guards: CallerGuards, caller: Caller): RequestHandler | undefined {
  if (caller === 'anyone') return undefined;
  if (caller === 'user') return guards.requireUser;
  if ('roles' in caller) return guards.requireRole(...caller.roles);
  return guards.requireStaff(caller.staff);
}

function hasRequestSchemas(endpoint: ApiEndpoint): boolean {
  const request = endpoint.request;
  return request !== undefined && (request.params !== undefined || request.query !== undefined || request.body !== undefined);
}

/** Wraps res.json so a 2xx answer whose body the contract describes is parsed with that schema first. */
function checkingResponses(endpoint: ApiEndpoint): RequestHandler {
  return (_req, res, next) => {
    const send = res.json.bind(res);
    res.json = (payload: unknown) => {
      const status = res.statusCode;
      if (status >= 200 && status < 300) {
        const described = endpoint.responses[status];
        if (!described) throw new ResponseContractError(endpoint, status, 'the status is not in its responses');
        if (described.body) {
          const parsed = described.body.safeParse(JSON.parse(JSON.stringify(payload)) as unknown);
          if (!parsed.success) {
            const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');
            throw new ResponseContractError(endpoint, status, issues);
          }
        }
      }
      return send(payload);
    };
    next();
  };
}

export interface EndpointRoutes {
  /** The router to mount under /api. */
  readonly router: Router;
  /** Serves one endpoint of the contract. */
  serve<E extends ApiEndpoint, C extends Caller>(endpoint: E, options: EndpointOptions<C>, handler: EndpointHandler<E, C>): void;
}

/** Makes a module's router; createApp builds one with the sessions' guards and hands it to every module. */
export type DeclareRoutes = () => EndpointRoutes;

/** A router whose routes are declared by contract (see the top of this file). */
export function endpointRoutes(guards: CallerGuards, options: EndpointRoutesOptions = {}): EndpointRoutes {
  const router = express.Router();
  return {
    router,
    serve(endpoint, endpointOptions, handler) {
      const { caller } = endpointOptions;
      const cache = endpointOptions.cache ?? (caller === 'anyone' ? 'handler' : 'no-store');
      const chain: RequestHandler[] = [];
      // Set first, so a refusal (401, 400, 503) of a personal endpoint is not stored either.
      if (cache !== 'handler') {
        chain.push((_req, res, next) => {
          res.setHeader('Cache-Control', cache);
          next();
        });
      }
      const guard = guardOf(guards, caller);
      if (guard) chain.push(guard);
      if (options.checkResponses) chain.push(checkingResponses(endpoint));
      chain.push(...(endpointOptions.before ?? []));
      if (hasRequestSchemas(endpoint)) chain.push(validate(endpoint.request ?? {}) as RequestHandler);
      chain.push(async (req, res) => {
        const user = caller === 'anyone' ? undefined : await guards.user(req, res);
        await handler({ req, res, user } as unknown as EndpointCall<typeof endpoint, typeof caller>);
      });
      router[endpoint.method](expressPath(endpoint.path), ...chain);
    },
  };
}
