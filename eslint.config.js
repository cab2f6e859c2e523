// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layering of DESIGN.md section 2: each top-level folder is a layer and may not import "upwards".
 * common/ imports nothing of ours; renderer/ only common/; electron/preload only common/ (and electron);
 * server/ never renderer/ or electron/; electron/main may use server/ and common/.
 */
const FEATURES = './renderer/src/features';
const featureNames = readdirSync(new URL(FEATURES, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Inside the renderer (CONVENTIONS.md): a feature never imports another feature, and nothing below the app
 * (shell, ui, api, identity, platform) imports a feature. What two features share lives in ui/ or common/;
 * src/app is the one place that composes features.
 */
const featureZones = [
  ...featureNames.map((name) => ({
    target: `${FEATURES}/${name}`,
    from: FEATURES,
    except: [`./${name}`],
    message: 'A feature never imports another feature: move what they share to renderer/src/ui or common/.',
  })),
  {
    target: [
      './renderer/src/shell',
      './renderer/src/ui',
      './renderer/src/api',
      './renderer/src/identity',
      './renderer/src/platform',
      './renderer/src/domain',
      './renderer/src/service-worker',
      './renderer/src/testing',
    ],
    from: FEATURES,
    message: 'Only renderer/src/app composes features; the shared layers below it never import one.',
  },
];

/**
 * The shared renderer layers, bottom up: platform → api → identity → domain → shell → app, with ui/ presentational
 * beside them (it takes props, calls no API and holds no session). Each may import only the layers below it.
 */
const SRC = './renderer/src';
const sharedLayerZones = [
  {
    target: `${SRC}/ui`,
    from: ['api', 'domain', 'shell', 'identity', 'app'].map((layer) => `${SRC}/${layer}`),
    message: 'ui/ is presentational: it takes props; stateful, API-calling pieces live in domain/.',
  },
  { target: `${SRC}/domain`, from: [`${SRC}/shell`, `${SRC}/app`], message: 'domain/ sits below the shell and the app.' },
  {
    target: `${SRC}/identity`,
    from: ['domain', 'shell', 'ui', 'app'].map((layer) => `${SRC}/${layer}`),
    message: 'identity/ (session, sign-in) sits below domain/, shell/ and ui/.',
  },
  {
    target: `${SRC}/api`,
    from: ['domain', 'identity', 'shell', 'ui', 'app'].map((layer) => `${SRC}/${layer}`),
    message: 'api/ (the one HTTP client) imports only platform/ and common/.',
  },
  {
    target: `${SRC}/platform`,
    from: ['api', 'domain', 'identity', 'shell', 'ui', 'app'].map((layer) => `${SRC}/${layer}`),
    message: 'platform/ is the bottom layer of the renderer.',
  },
  { target: `${SRC}/shell`, from: `${SRC}/app`, message: 'The shell never imports the app that composes it.' },
  {
    target: `${SRC}/service-worker`,
    from: ['api', 'domain', 'identity', 'shell', 'ui', 'app'].map((layer) => `${SRC}/${layer}`),
    message: 'The service worker is its own bundle: it imports only its own folder (and common/).',
  },
];

/** The server's modules, each a folder of server/modules with its door, <m>.exports.ts. */
const SERVER_MODULES = readdirSync(new URL('./server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A module is used from elsewhere in the server through its door only (server/modules/<m>/<m>.exports.ts): what it exports
 * is the module's surface; everything else is its own. The composition root (server/app.ts) also mounts its routes
 * (<m>.routes.ts); the seed (server/setup/seed) writes every module's tables as data, through their repositories
 * too. Tests may reach inside to arrange data.
 */
const moduleDoorZones = SERVER_MODULES.flatMap((name) => {
  const door = [`./${name}.exports.ts`];
  const repositories = readdirSync(new URL(`./server/modules/${name}`, import.meta.url)).filter((file) => file.endsWith('.repository.ts'));
  const message = `Use the ${name} module through its door, server/modules/${name}/${name}.exports.ts.`;
  return [
    {
      target: [
        `./server/modules/!(${name})/**/!(*.test).ts`,
        './server/!(modules|test|setup)/**/!(*.test).ts',
        './server/setup/!(*.test).ts',
        './server/!(app|*.test).ts',
      ],
      from: `./server/modules/${name}`,
      except: door,
      message,
    },
    { target: './server/app.ts', from: `./server/modules/${name}`, except: [...door, `./${name}.routes.ts`], message },
    {
      target: './server/setup/seed/**/!(*.test).ts',
      from: `./server/modules/${name}`,
      except: [...new Set([...door, ...repositories.map((file) => `./${file}`)])],
      message,
    },
  ];
});

const layering = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        { target: './common', from: ['./server', './renderer', './electron'], message: 'common/ is shared by every layer and imports none of them.' },
        {
          target: './renderer',
          from: ['./server', './electron'],
          message: 'The renderer talks to the server over HTTP and to Electron through the Platform interface.',
        },
        { target: './server', from: ['./renderer', './electron'], message: 'The server never imports the renderer or the desktop shell.' },
        { target: './electron/preload', from: ['./server', './renderer', './electron/main'], message: 'The preload may import common/ and electron only.' },
        { target: './electron/main', from: ['./renderer'], message: 'The main process loads the renderer as a page, never as code.' },
        {
          target: './electron/main',
          from: './server',
          except: ['./start.ts', './config.ts', './logger.ts'],
          message: 'The desktop shell starts the embedded server through server/start (and its config); it never reaches into the server.',
        },
        {
          target: './server/{modules,http,db,reads}/**/!(*.test).ts',
          from: './server/setup',
          message: 'server/setup (seed, prepare) sits above the modules and uses them; modules, http/ and db/ never import it (tests may, for seed data).',
        },
        {
          target: './server/{modules,http,db,reads,web-render}/**/!(*.test).ts',
          from: './server/flows',
          message: 'server/flows runs use cases across modules, above them: a module declares what it needs as a port and server/app.ts wires the flow in.',
        },
        ...moduleDoorZones,
        ...featureZones,
        ...sharedLayerZones,
      ],
    },
  ],
};

const nodeBuiltins = { regex: '^node:', message: 'This layer runs in the browser too: no Node built-ins.' };
const nodeBuiltinsForbidden = { 'no-restricted-imports': ['error', { patterns: [nodeBuiltins] }] };
// The charts go through renderer/src/ui/charts.ts, which loads their styles. The server-rendering machinery
// (renderer/src/app/ssr/) is for the two entries only: the browser's (main.tsx) and the server's (prerender/).
const ssrFolder = {
  group: ['**/app/ssr/*', '../ssr/*', './ssr/*'],
  message: 'renderer/src/app/ssr/ is used by src/main.tsx and src/prerender/ only (its README says why).',
};
const rendererImportsForbidden = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [nodeBuiltins, ssrFolder],
      paths: [{ name: '@mantine/charts', message: 'Import the charts from renderer/src/ui/charts.ts (it loads their styles).' }],
    },
  ],
};

export default tseslint.config(
  { ignores: ['node_modules', 'out', 'dist', 'release', 'data', 'test-results', 'playwright-report', 'scripts/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'renderer/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      ...layering,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
    },
  },
  // No import circle in the server (import-x reads TypeScript files for it only when told which they are).
  {
    files: ['server/**/*.ts'],
    settings: { 'import-x/extensions': ['.ts', '.js'], 'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] } },
    rules: { 'import-x/no-cycle': 'error' },
  },
  // common/ runs in the browser too; the sandboxed preload has no Node built-ins at all.
  { files: ['common/**/*.ts', 'electron/preload/**/*.ts'], rules: nodeBuiltinsForbidden },
  {
    files: ['renderer/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...rendererImportsForbidden, 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Web Storage only through the platform's storage (renderer/src/platform), so the desktop window can keep it elsewhere.
  {
    files: ['renderer/src/**/*.{ts,tsx}'],
    ignores: ['renderer/src/platform/**', 'renderer/src/**/*.test.{ts,tsx}', 'renderer/src/**/test-support/**', 'renderer/src/testing/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'localStorage', message: "Use the platform's storage: usePlatform().storage or platform.storage." }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: "Use the platform's storage: usePlatform().storage or platform.storage." },
        { object: 'globalThis', property: 'localStorage', message: "Use the platform's storage: usePlatform().storage or platform.storage." },
      ],
    },
  },
  // The one door to the charts.
  { files: ['renderer/src/ui/charts.ts'], rules: nodeBuiltinsForbidden },
  // The two entries, and the folder itself, may use the server-rendering machinery.
  {
    files: ['renderer/src/main.tsx', 'renderer/src/prerender/**/*.tsx', 'renderer/src/app/ssr/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [nodeBuiltins],
          paths: [{ name: '@mantine/charts', message: 'Import the charts from renderer/src/ui/charts.ts (it loads their styles).' }],
        },
      ],
    },
  },
  // Plain scripts the page loads as they are (before the app), in the browser.
  { files: ['renderer/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
);
