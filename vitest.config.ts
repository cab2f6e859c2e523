import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { decorativeSvgImports } from './renderer/decorative-svg';

const electronStub = fileURLToPath(new URL('./electron/test/electron-stub.ts', import.meta.url));
/** The path alias of tsconfig.base.json. */
const common = { '@common': fileURLToPath(new URL('./common', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: common },
        test: {
          name: 'node',
          environment: 'node',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'renderer/*.test.ts'],
          // Generous: API tests seed a full database, and a loaded 2-core CI machine can be slow.
          testTimeout: 60_000,
          // API test files wait on their database, password hashing and sockets much of the time: two at once on two
          // cores finish the suite about a quarter sooner (vitest's default is one worker per core less one).
          maxWorkers: 2,
          // Files share a worker's module cache instead of importing the whole server again each: the project ran in
          // 110 s instead of several minutes, the PostgreSQL pass likewise. Safe here because each API test file builds its
          // own app and database, and the few spies and fake timers are restored by their files.
          isolate: false,
          // Its own group, after the renderer and electron files: never three processes on two cores.
          sequence: { groupOrder: 1 },
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [decorativeSvgImports()],
        resolve: { alias: [{ find: '@common', replacement: common['@common'] }] },
        test: {
          name: 'renderer',
          environment: 'jsdom',
          setupFiles: ['renderer/src/testing/react-test-setup.ts'],
          include: ['renderer/src/**/*.test.{ts,tsx}'],
          // Mostly waiting on jsdom's set-up and module imports: two at once on two cores finish sooner than one.
          maxWorkers: 2,
        },
      },
      {
        // Electron's binary is absent on build machines: a stray runtime import of 'electron' must fail loudly.
        resolve: { alias: { electron: electronStub, ...common } },
        test: {
          name: 'electron',
          environment: 'node',
          include: ['electron/**/*.test.ts'],
          // Runs in one group with the renderer files, and vitest wants one 'maxWorkers' per group.
          maxWorkers: 2,
        },
      },
    ],
  },
});
