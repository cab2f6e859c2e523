// Apart from desktop-bridge.ts (which builds zod schemas): the renderer reads this on every page to tell the desktop
// window from a browser tab, before any schema is needed.

/** Where the preload exposes the bridge on `window`. */
export const DESKTOP_BRIDGE_KEY = 'guardianDesktop';
