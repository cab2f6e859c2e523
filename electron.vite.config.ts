// electron-vite builds the desktop app into out/: main (with the embedded server bundled in), the sandboxed
// preload, and the renderer that the embedded server serves. `npm run build:desktop` runs it; it needs no
// Electron binary.
import { fileURLToPath } from 'node:url';
import type { RendererViteConfig, UserConfig } from 'electron-vite';
import { defineConfig } from 'electron-vite';
import type { Plugin, UserConfig as ViteUserConfig } from 'vite';
import { loadConfigFromFile } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** The path alias of tsconfig.base.json, for the main and preload bundles (the renderer takes the web build's). */
const commonAlias = { alias: { '@common': fromRoot('./common') } };

/**
 * The web build's own settings (React plugin, aliases, defines) from renderer/vite.config.ts, so the desktop
 * renderer is built exactly like the web one; only where it is written differs.
 */
async function webRendererSettings(command: 'build', mode: string): Promise<Pick<ViteUserConfig, 'plugins' | 'resolve' | 'define' | 'css' | 'json'>> {
  const loaded = await loadConfigFromFile({ command, mode }, fromRoot('./renderer/vite.config.ts'), fromRoot('.'));
  if (loaded === null) throw new Error('renderer/vite.config.ts could not be loaded');
  const { plugins, resolve, define, css, json } = loaded.config;
  return { plugins, resolve, define, css, json };
}

/**
 * electron-vite forces base './' on production renderer builds (meant for file:// windows). Ours is served
 * over HTTP by the embedded server with an SPA fallback, so a deep link such as /guardians/angio must
 * still find /assets/...: the base has to stay absolute.
 */
function absoluteBaseForServedRenderer(): Plugin {
  return {
    name: 'guardians:absolute-renderer-base',
    enforce: 'post',
    config(config) {
      config.base = '/';
    },
  };
}

async function rendererConfig(mode: string): Promise<RendererViteConfig> {
  const web = await webRendererSettings('build', mode);
  return {
    ...web,
    root: fromRoot('./renderer'),
    plugins: [...(web.plugins ?? []), absoluteBaseForServedRenderer()],
    build: {
      outDir: fromRoot('./out/renderer'),
      emptyOutDir: true,
      // electron-vite leaves bundles unminified; the renderer is the same code as the web build, so it ships the same size.
      minify: true,
      rolldownOptions: { input: fromRoot('./renderer/index.html') },
    },
  };
}

export default defineConfig(async ({ command, mode }): Promise<UserConfig> => ({
  main: {
    resolve: commonAlias,
    build: {
      outDir: fromRoot('./out/main'),
      // Every package.json dependency stays a require() of node_modules: better-sqlite3 and pg carry native
      // or optional-native code, and express/pino load files at runtime; electron-builder ships them.
      externalizeDeps: true,
      rolldownOptions: {
        input: { index: fromRoot('./electron/main/index.ts') },
      },
    },
  },
  preload: {
    resolve: commonAlias,
    build: {
      outDir: fromRoot('./out/preload'),
      // A sandboxed preload runs without Node's module loader: one self-contained CommonJS file, with zod
      // and common/ inlined and only 'electron' left to the sandbox's require.
      externalizeDeps: false,
      isolatedEntries: true,
      rolldownOptions: {
        input: { index: fromRoot('./electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  // `electron-vite dev` skips the renderer dev server: the window always loads the embedded server's origin
  // (the same origin the CSP, navigation policy and IPC checks trust), which serves out/renderer from the
  // last `npm run build:desktop`. Renderer work with hot reload happens in the browser with `npm run dev`.
  ...(command === 'build' ? { renderer: await rendererConfig(mode) } : {}),
}));
