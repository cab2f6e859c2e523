// Serves the storefront's image folders: resources/products/ at /resources/products/ (the paths stored on products,
// see common/contracts/catalog.ts) and resources/experts/ at /resources/experts/ (expert portraits).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import type { Router } from 'express';

/** resources/ of the source tree; a packaged app passes its own copy to createApp. */
export const DEFAULT_RESOURCES_DIR = fileURLToPath(new URL('../../../resources', import.meta.url));

export const STOREFRONT_IMAGE_FOLDERS = ['products', 'experts'] as const;

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

export function storefrontImageRoutes(resourcesDir: string): Router {
  const router = express.Router();
  for (const folder of STOREFRONT_IMAGE_FOLDERS) {
    const mountPath = `/resources/${folder}`;
    // File names are not content-hashed, so a day of caching plus ETag revalidation rather than "immutable".
    router.use(mountPath, express.static(path.join(resourcesDir, folder), { index: false, redirect: false, maxAge: ONE_DAY_MS }));
    // A missing image is a plain 404: without this the SPA fallback would answer it.
    router.use(mountPath, (_req, res) => {
      res.status(404).type('text/plain').send('No such image');
    });
  }
  return router;
}
