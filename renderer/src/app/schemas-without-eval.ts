// Every `import … from 'zod'` of the renderer resolves here (renderer/vite.config.ts): zod, with its eval-built parsers
// switched off before any schema is built.
// zod builds a faster parser for each object schema with `new Function` where the page allows it, and probes for that
// the first time a schema is built. The storefront's Content-Security-Policy allows no eval (server/http/
// security-headers.ts, electron/main/security/csp.ts): the probe was refused on every page, a `securitypolicyviolation`
// each time, and the schemas then used the plain parser anyway. `jitless` skips the probe. Here rather than in main.tsx
// so that it loads with zod, after the first paint, not with the entry.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default, default as z } from 'zod/v4';
