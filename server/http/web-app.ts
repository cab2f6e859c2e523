// Serves the built renderer (npm run build:web) and lets deep links such as /guardians/angio load the app on reload.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { Request, Router } from 'express';

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

const BUILD_MISSING_MESSAGE = 'The storefront has not been built yet. Run `npm run build:web` (or `npm start`, which builds it) and reload.';

export function webApp(webDistDir: string | undefined): Router {
  const router = express.Router();
  const root = webDistDir ? path.resolve(webDistDir) : undefined;
  const indexFile = root ? path.join(root, 'index.html') : undefined;

  if (root) {
    router.use(
      express.static(root, {
        index: false,
        setHeaders: (res, filePath) => {
          const urlPath = '/' + path.relative(root, filePath).split(path.sep).join('/');
          res.setHeader('Cache-Control', urlPath.startsWith(HASHED_ASSETS_PREFIX) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
        },
      }),
    );
  }

  router.use((req, res, next) => {
    if (isServerPath(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    // Checked per request so that building the renderer while the server runs is enough.
    if (!indexFile || !existsSync(indexFile)) {
      res.status(503).format({
        html: () => res.send(`<!doctype html><title>Guardians</title><p>${BUILD_MISSING_MESSAGE.replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`),
        default: () => res.json({ error: BUILD_MISSING_MESSAGE, code: 'WEB_BUILD_MISSING' }),
      });
      return;
    }
    if (!wantsPage(req)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    // index.html names the current hashed assets, so it must always be revalidated.
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });

  return router;
}
