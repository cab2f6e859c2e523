// Serves the built renderer (npm run build:web) and lets deep links such as /guardians/angio load the app on reload.
import { statSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { PRERENDERED_FOLDER, PRERENDERED_SHELLS, prerenderedFileOf, SESSION_DRAWN_PATHS } from '@common/prerendered-pages';
import type { PageAnswer } from '@common/prerendered-pages';
import { GUARDIANS_QUERY_KEY, MARKETPLACE_FIRST_PAGE, MARKETPLACE_FIRST_PAGE_QUERY_KEY, productQueryKey } from '@common/public-reads';
import { ssrBundleOf } from './page-html';
import type { PublicAnswer, PublicRead } from './public-pages';
import { sendKeptBytes } from '../reads/read-cache';
import { PublicPages } from './public-pages';
import { SessionPages } from './session-pages';
import { WorkerPageRenderer } from './worker-page-renderer';
import { hasSessionCookie } from '../modules/sessions/sessions.exports';
import type { PageRenderer } from './worker-page-renderer';

/** Vite puts content-hashed files under /assets/: their URL changes whenever their content does. */
const HASHED_ASSETS_PREFIX = '/assets/';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Paths the SPA never owns: the API and the WebSocket endpoints answer (or 404) on their own. */
function isServerPath(requestPath: string): boolean {
  return /^\/(api|ws)(\/|$)/.test(requestPath);
}

/** A request for a file (it has an extension) that does not exist must 404, not receive index.html. */
function looksLikeFile(requestPath: string): boolean {
  const extension = path.posix.extname(requestPath);
  return extension !== '' && extension !== '.html';
}

function wantsPage(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !isServerPath(req.path) && !looksLikeFile(req.path) && req.accepts('html') === 'html';
}

/**
 * Every screen first asks who is signed in (GET /api/auth/me, with the session cookie): a page asks the browser to
 * start that read with the page rather than once the app's code has loaded, evaluated and drawn a frame, which is what
 * a signed-in customer's screens wait for (issue 12). The app's fetch (credentials: 'include') takes the preloaded
 * answer over; a visitor's is the 401 the app would have asked for anyway.
 */
export const SESSION_PRELOAD_LINK = '</api/auth/me>; rel=preload; as=fetch; crossorigin=use-credentials';

const BUILD_MISSING_MESSAGE = 'The storefront has not been built yet. Run `npm run build:web` (or `npm start`, which builds it) and reload.';

/** A path whose escapes do not decode is nobody's file: it goes on to the page fallback or the 404. */
function decodesCleanly(requestPath: string): boolean {
  try {
    decodeURIComponent(requestPath);
    return true;
  } catch {
    return false;
  }
}

/**
 * Files of the build, with the brotli or gzip copy the build wrote beside each text file (renderer/vite.config.ts)
 * when the browser accepts it: Content-Encoding, Vary: Accept-Encoding and the original Content-Type.
 */
function staticFiles(root: string): RequestHandler {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, filePath) => {
        const urlPath = '/' + path.relative(root, filePath).split(path.sep).join('/');
        res.setHeader('Cache-Control', urlPath.startsWith(HASHED_ASSETS_PREFIX) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
      },
    },
  }) as RequestHandler;
}

/** The URL of the build-time HTML of this request's page (common/prerendered-pages.ts), if the build wrote it. */
function prerenderedPage(root: string, req: Request): string | undefined {
  if (req.originalUrl.includes('?')) return undefined;
  const file = prerenderedFileOf(req.path);
  if (!file || !statSync(path.join(root, PRERENDERED_FOLDER, file), { throwIfNoEntry: false })?.isFile()) return undefined;
  return `/${PRERENDERED_FOLDER}/${file}`;
}

/** The product of a product page's path (the shell's pattern: common/prerendered-pages.ts), or undefined. */
function productSlugOf(requestPath: string): string | undefined {
  const [shell] = PRERENDERED_SHELLS;
  return shell.pattern.test(requestPath) ? requestPath.slice(requestPath.lastIndexOf('/') + 1) : undefined;
}

/** The landing's path: drawn with the guardians. */
const LANDING_PATH = '/';
/** The marketplace's path: drawn with its first page of products. */
const MARKETPLACE_PATH = '/marketplace';

/** The public reads pages are drawn with (server/web-render/public-pages.ts). */
export interface PublicAnswers {
  /** GET /api/products/{slug}, or undefined when no approved product has this slug. Each undefined when the database is away. */
  product: (slug: string) => Promise<PublicAnswer | undefined>;
  /** GET /api/guardians. */
  guardians: () => Promise<PublicAnswer | undefined>;
  /** GET /api/products with these parameters (a page of the list). */
  products: (query: typeof MARKETPLACE_FIRST_PAGE) => Promise<PublicAnswer | undefined>;
}

/** One read of a page, or undefined when its answer could not be had (the page is then not drawn). */
async function readOf(queryKey: PublicRead['queryKey'], answer: Promise<PublicAnswer | undefined>): Promise<PublicRead[] | undefined> {
  const found = await answer;
  return found && [{ queryKey, answer: found }];
}

/**
 * The reads a public page is drawn with, under the query keys the renderer asks them by: a product's page its product,
 * the landing the guardians, the marketplace its first page of products (common/public-reads.ts). Undefined for any
 * other page (it is the pre-rendered one), for a product nobody sells (the shell, whose screen says so) and when the
 * database is away.
 */
export async function publicReadsOf(answers: PublicAnswers, pagePath: string): Promise<PublicRead[] | undefined> {
  const slug = productSlugOf(pagePath);
  if (slug) return readOf(productQueryKey(slug), answers.product(slug));
  if (pagePath === LANDING_PATH) return readOf(GUARDIANS_QUERY_KEY, answers.guardians());
  if (pagePath === MARKETPLACE_PATH) return readOf(MARKETPLACE_FIRST_PAGE_QUERY_KEY, answers.products(MARKETPLACE_FIRST_PAGE));
  return undefined;
}

export interface WebAppOptions {
  /**
   * The public reads (the public read cache's answers): with them, and the build's server renderer beside the build,
   * each product page is drawn with its product, the landing with the guardians and the marketplace with its first
   * page; without either, every product page is the shared shell and the others the pre-rendered ones.
   */
  publicAnswers?: PublicAnswers;
  /**
   * The answers a page of SESSION_DRAWN_PATHS is drawn with for the signed-in customer of this request (who they are,
   * their assessments…), or undefined when nobody is signed in: that page then is the pre-rendered one.
   */
  customerAnswers?: (req: Request, res: Response) => Promise<PageAnswer[] | undefined>;
  /** Told when a page could not be drawn (the shell or the pre-rendered page was served): a product's slug, or a path. */
  onRenderError?: (page: string, error: Error) => void;
}

/** Whether this request is one a page drawn for its signed-in customer may answer (a GET of such a path, no query). */
function mayDrawForSession(req: Request): boolean {
  return req.method === 'GET' && !req.originalUrl.includes('?') && (SESSION_DRAWN_PATHS as readonly string[]).includes(req.path);
}

/**
 * A page drawn for one customer: theirs alone, so neither the browser nor anything between keeps it (no-store), and it
 * varies with the session cookie; compressed on the way like an API answer (server/app.ts). No ETag: nothing keeps
 * the page to revalidate, so hashing it would be work for nothing. No session preload either: the page carries who is
 * signed in, so the browser would fetch the answer for nothing (and warn that it went unused).
 */
function sendPrivatePage(res: Response, html: string): void {
  res.removeHeader('Link');
  res.setHeader('Cache-Control', 'private, no-store');
  res.vary('Cookie');
  res.status(200).type('html').end(html);
}

export type WebApp = Router & { close(): Promise<void> };

export function webApp(webDistDir: string | undefined, options: WebAppOptions = {}): WebApp {
  const router = express.Router();
  const root = webDistDir ? path.resolve(webDistDir) : undefined;
  const indexFile = root ? path.join(root, 'index.html') : undefined;

  // The compressed copies are listed when the middleware is made, so it is made again whenever a new build wrote
  // index.html: building the renderer while the server runs is enough. Checked per request; undefined = not built.
  // Product pages are drawn by the build's own renderer, so a new build gets new ones.
  interface Build {
    indexModified: number;
    serve: RequestHandler;
    /** The build's server renderer, when it has one; shared by both kinds of drawn page. */
    renderer: PageRenderer | undefined;
    publicPages: PublicPages | undefined;
    /** The customer's own pages, with the read of their answers they are drawn from. */
    sessionPages: { pages: SessionPages; answersOf: NonNullable<WebAppOptions['customerAnswers']> } | undefined;
  }
  let built: Build | undefined;
  const closeBuild = async (build: Build | undefined): Promise<void> => {
    build?.publicPages?.close();
    build?.sessionPages?.pages.close();
    await build?.renderer?.close();
  };
  function currentBuild(): Build | undefined {
    if (!root || !indexFile) return undefined;
    const indexModified = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs;
    if (indexModified === undefined) return undefined;
    if (built?.indexModified !== indexModified) {
      void closeBuild(built);
      const { publicAnswers, customerAnswers, onRenderError } = options;
      const hasRenderer = (publicAnswers ?? customerAnswers) !== undefined && statSync(ssrBundleOf(root), { throwIfNoEntry: false })?.isFile() === true;
      const renderer = hasRenderer ? new WorkerPageRenderer(root) : undefined;
      built = {
        indexModified,
        serve: staticFiles(root),
        renderer,
        publicPages:
          renderer && publicAnswers ? new PublicPages({ renderer, readsOf: (pagePath) => publicReadsOf(publicAnswers, pagePath), onRenderError }) : undefined,
        sessionPages: renderer && customerAnswers ? { pages: new SessionPages({ renderer, onRenderError }), answersOf: customerAnswers } : undefined,
      };
    }
    return built;
  }

  router.use((req: Request, res: Response, next: NextFunction) => {
    if (isServerPath(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const build = currentBuild();
    if (!build) {
      res.status(503).format({
        html: () => res.send(`<!doctype html><title>Guardians</title><p>${BUILD_MISSING_MESSAGE.replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`),
        default: () => res.json({ error: BUILD_MISSING_MESSAGE, code: 'WEB_BUILD_MISSING' }),
      });
      return;
    }
    const { serve, publicPages, sessionPages } = build;
    const page = (error?: unknown): void => {
      if (error) return next(error);
      if (!wantsPage(req)) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      // Every route answers index.html (no-cache: it names the current hashed assets), compressed like any file; a
      // public page asked without a query answers its HTML rendered at build time when the build has it, a product's
      // page the product's own and the landing the guardians' when they could be drawn, and the dashboard the
      // signed-in customer's own.
      const prerendered = root && prerenderedPage(root, req);
      res.setHeader('Link', SESSION_PRELOAD_LINK);
      // Pre-rendered and drawn public pages show a visitor (signed out). A browser carrying a session gets the app's
      // shell instead, which renders afresh with that session (or its own page drawn for it): hydrating a visitor's
      // HTML would meet the customer's header, cart and answers, a mismatch React reports and redraws.
      const withSession = hasSessionCookie(req);
      if (prerendered) res.vary('Cookie');
      const serveFile = (): void => {
        req.url = prerendered && !withSession ? prerendered : '/index.html';
        serve(req, res, next);
      };
      if (prerendered && withSession && sessionPages?.pages.accepting && mayDrawForSession(req)) {
        const { pages, answersOf } = sessionPages;
        // Nobody signed in after all, or their answers could not be read (the database away): the shell.
        void answersOf(req, res)
          .catch(() => undefined)
          .then((carried) => (carried ? pages.page(req.path, carried) : undefined))
          .then((drawn) => (drawn ? sendPrivatePage(res, drawn) : serveFile()), next);
        return;
      }
      if (!prerendered || !publicPages || withSession) return serveFile();
      publicPages.page(req.path).then((drawn) => (drawn ? sendKeptBytes(req, res, drawn, 'text/html; charset=utf-8') : serveFile()), next);
    };
    if (!decodesCleanly(req.path)) return page();
    serve(req, res, page);
  });

  return Object.assign(router, {
    close: () => closeBuild(built),
  });
}
