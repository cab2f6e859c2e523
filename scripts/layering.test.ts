import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function layeringErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

// The lint rule of DESIGN.md section 2, proved on imports of files that exist.
describe('layering lint rule', () => {
  it('resolves the @common alias, so the zones still see what a file imports', async () => {
    const errors = await layeringErrors(
      'server/probe.ts',
      "import { GUARDIANS } from '@common/guardians';\nimport stub from '../electron/test/electron-stub';\nexport const probe = [GUARDIANS, stub];\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('forbids common/ from importing another layer', async () => {
    const errors = await layeringErrors('common/probe.ts', "import stub from '../electron/test/electron-stub';\nexport const probe = stub;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('common/');
  });

  it('forbids the renderer from importing electron/ code', async () => {
    const errors = await layeringErrors('renderer/src/probe.ts', "import stub from '../../electron/test/electron-stub';\nexport const probe = stub;\n");
    expect(errors).toHaveLength(1);
  });

  it('forbids the server from importing electron/ code', async () => {
    const errors = await layeringErrors('server/probe.ts', "import stub from '../electron/test/electron-stub';\nexport const probe = stub;\n");
    expect(errors).toHaveLength(1);
  });

  it('allows every layer to import common/', async () => {
    for (const [file, path] of [
      ['renderer/src/probe.ts', '../../common/guardians'],
      ['server/probe.ts', '../common/guardians'],
      ['electron/preload/probe.ts', '../../common/guardians'],
      ['renderer/src/features/profile/probe.ts', '@common/guardians'],
      ['server/modules/catalog/probe.ts', '@common/guardians'],
    ] as const) {
      expect(await layeringErrors(file, `import { GUARDIANS } from '${path}';\nexport const probe = GUARDIANS;\n`)).toEqual([]);
    }
  });

  it('forbids a renderer feature from importing another feature, and allows its own files', async () => {
    const crossing = await layeringErrors(
      'renderer/src/features/profile/probe.ts',
      "import { StoryCarousel } from '../storyteller/components/story-carousel';\nexport const probe = StoryCarousel;\n",
    );
    expect(crossing).toHaveLength(1);
    expect(crossing[0]).toContain('another feature');
    const own = await layeringErrors(
      'renderer/src/features/storyteller/probe.ts',
      "import { StoryCarousel } from './components/story-carousel';\nexport const probe = StoryCarousel;\n",
    );
    expect(own).toEqual([]);
  });

  it('forbids the shared renderer layers from importing a feature, and lets the app compose them', async () => {
    const source = "import { StoryCarousel } from '../features/storyteller/components/story-carousel';\nexport const probe = StoryCarousel;\n";
    expect(await layeringErrors('renderer/src/shell/probe.ts', source)).toHaveLength(1);
    expect(await layeringErrors('renderer/src/ui/probe.ts', source)).toHaveLength(1);
    expect(await layeringErrors('renderer/src/app/probe.ts', source)).toEqual([]);
  });

  it('forbids Node built-ins in common/', async () => {
    const [result] = await eslint.lintText("import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n", { filePath: 'common/probe.ts' });
    expect(result?.messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
  });

  it('keeps ui/ presentational and each shared renderer layer below the ones that use it', async () => {
    const useCart = "import { useCart } from '../domain/cart/use-cart';\nexport const probe = useCart;\n";
    expect(await layeringErrors('renderer/src/ui/probe.ts', useCart)).toHaveLength(1);
    expect(await layeringErrors('renderer/src/shell/probe.ts', useCart)).toEqual([]);
    const shell = "import { AppLayout } from '../shell/app-layout';\nexport const probe = AppLayout;\n";
    expect(await layeringErrors('renderer/src/ui/probe.ts', shell)).toHaveLength(1);
    expect(await layeringErrors('renderer/src/domain/probe.ts', shell)).toHaveLength(1);
    const session = "import { useSession } from '../identity/session-context';\nexport const probe = useSession;\n";
    expect(await layeringErrors('renderer/src/api/probe.ts', session)).toHaveLength(1);
    expect(await layeringErrors('renderer/src/service-worker/probe.ts', session)).toHaveLength(1);
    expect(await layeringErrors('renderer/src/domain/probe.ts', session)).toEqual([]);
  });

  it('lets the desktop shell reach the server only through server/start and its config', async () => {
    expect(await layeringErrors('electron/main/probe.ts', "import { startServer } from '../../server/start';\nexport const probe = startServer;\n")).toEqual(
      [],
    );
    expect(await layeringErrors('electron/main/probe.ts', "import { createApp } from '../../server/app';\nexport const probe = createApp;\n")).toHaveLength(1);
  });

  it('keeps server/setup (seed, prepare) above the modules', async () => {
    const seed = "import { seedDatabase } from '../../setup/seed/index';\nexport const probe = seedDatabase;\n";
    expect(await layeringErrors('server/modules/catalog/probe.ts', seed)).toHaveLength(1);
    expect(await layeringErrors('server/modules/catalog/probe.test.ts', seed)).toEqual([]);
  });

  it('forbids Node built-ins in the sandboxed preload', async () => {
    const [result] = await eslint.lintText("import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n", {
      filePath: 'electron/preload/probe.ts',
    });
    expect(result?.messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
  });

  it('keeps the server-rendering machinery (renderer/src/app/ssr/) for the browser entry and the server renderer', async () => {
    const source = "import { replayEarlyPresses } from '../../app/ssr/early-presses';\nexport const probe = replayEarlyPresses;\n";
    const [feature] = await eslint.lintText(source, { filePath: 'renderer/src/features/home/probe.ts' });
    expect(feature?.messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
    const [entry] = await eslint.lintText("import { replayEarlyPresses } from './app/ssr/early-presses';\nexport const probe = replayEarlyPresses;\n", {
      filePath: 'renderer/src/main-probe.tsx',
    });
    expect(entry?.messages.map((m) => m.ruleId)).toContain('no-restricted-imports');
    const [main] = await eslint.lintText("import { replayEarlyPresses } from './app/ssr/early-presses';\nexport const probe = replayEarlyPresses;\n", {
      filePath: 'renderer/src/main.tsx',
    });
    expect(main?.messages.map((m) => m.ruleId)).not.toContain('no-restricted-imports');
  });

  it("forbids reaching into another server module past its door, and allows the door and the module's own files", async () => {
    const inside = "import { SessionsService } from '../sessions/sessions.service';\nexport const probe = SessionsService;\n";
    const [crossing] = await layeringErrors('server/modules/cart/probe.ts', inside);
    expect(crossing).toContain('server/modules/sessions/sessions.exports.ts');
    expect(
      await layeringErrors(
        'server/http/probe.ts',
        "import { SessionsService } from '../modules/sessions/sessions.service';\nexport const probe = SessionsService;\n",
      ),
    ).toHaveLength(1);
    expect(
      await layeringErrors(
        'server/probe.ts',
        "import { SessionsService } from './modules/sessions/sessions.service';\nexport const probe = SessionsService;\n",
      ),
    ).toHaveLength(1);
    expect(
      await layeringErrors(
        'server/modules/cart/probe.ts',
        "import { SessionsService } from '../sessions/sessions.exports';\nexport const probe = SessionsService;\n",
      ),
    ).toEqual([]);
    expect(
      await layeringErrors(
        'server/modules/sessions/probe.ts',
        "import { SessionsService } from './sessions.service';\nexport const probe = SessionsService;\n",
      ),
    ).toEqual([]);
    expect(await layeringErrors('server/modules/cart/probe.test.ts', inside)).toEqual([]);
    // The composition root mounts each module's routes; nothing else imports them.
    const routes = "import { cartRoutes } from './modules/cart/cart.routes';\nexport const probe = cartRoutes;\n";
    expect(await layeringErrors('server/app.ts', routes)).toEqual([]);
    expect(
      await layeringErrors('server/app.ts', "import { CartService } from './modules/cart/cart.service';\nexport const probe = CartService;\n"),
    ).toHaveLength(1);
    expect(await layeringErrors('server/start.ts', routes)).toHaveLength(1);
    // A repository is its module's own.
    const repository = "import { findWalletLedger } from '../wallet/wallet.repository';\nexport const probe = findWalletLedger;\n";
    expect(await layeringErrors('server/modules/cart/probe.ts', repository)).toHaveLength(1);
    expect(await layeringErrors('server/modules/cart/probe.ts', "import { x } from '../reminders/reminders.service';\nexport const probe = x;\n")).toHaveLength(
      1,
    );
  });

  it('keeps server/flows above the modules, reaching each only through its door', async () => {
    expect(
      await layeringErrors('server/modules/orders/probe.ts', "import { PurchaseFlow } from '../../flows/purchase';\nexport const probe = PurchaseFlow;\n"),
    ).toHaveLength(1);
    expect(
      await layeringErrors(
        'server/flows/probe.ts',
        "import { orderPlacedWithKey } from '../modules/orders/orders.exports';\nexport const probe = orderPlacedWithKey;\n",
      ),
    ).toEqual([]);
    expect(
      await layeringErrors('server/flows/probe.ts', "import { lockBuyer } from '../modules/orders/orders.repository';\nexport const probe = lockBuyer;\n"),
    ).toHaveLength(1);
  });

  it('lets the seed write tables through any repository, and use nothing else past a door', async () => {
    expect(
      await layeringErrors('server/setup/seed/probe.ts', "import { x } from '../../modules/reviews/reviews.repository';\nexport const probe = x;\n"),
    ).toEqual([]);
    expect(
      await layeringErrors('server/setup/seed/probe.ts', "import { x } from '../../modules/reviews/reviews.service';\nexport const probe = x;\n"),
    ).toHaveLength(1);
    expect(
      await layeringErrors('server/setup/prepare.ts', "import { x } from '../modules/reviews/reviews.repository';\nexport const probe = x;\n"),
    ).toHaveLength(1);
  });

  it("finds no import of another module's repository anywhere in the server but the seed", () => {
    const server = path.join(root, 'server');
    // Tests and the seed (which writes every module's tables as data) may use repositories.
    const sources = (readdirSync(server, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test') && !file.startsWith(path.join('setup', 'seed')),
    );
    const shared = new Set<string>();
    for (const file of sources) {
      const own = file.startsWith(`modules${path.sep}`) ? file.split(path.sep)[1] : undefined;
      for (const [, specifier] of readFileSync(path.join(server, file), 'utf8').matchAll(/from '([^']+\.repository)'/g)) {
        const target = path.relative(server, path.resolve(server, path.dirname(file), specifier!)).split(path.sep);
        if (target[0] === 'modules' && target[1] !== own) shared.add(`${target[1]}/${target[2]}.ts`);
      }
    }
    expect(sources.length).toBeGreaterThan(100);
    expect([...shared]).toEqual([]);
  });

  it('declares every API route through the contract route helper (server/http/endpoint-routes.ts)', () => {
    const modules = path.join(root, 'server', 'modules');
    const sources = (readdirSync(modules, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(100);
    const handWritten = sources.flatMap((file) =>
      [...readFileSync(path.join(modules, file), 'utf8').matchAll(/\brouter\.(get|post|put|patch|delete|all)\(/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(handWritten).toEqual([]);
  });

  it("keeps the renderer's Web Storage behind the platform's storage", async () => {
    const source = "export const probe = () => [window.localStorage.getItem('a'), localStorage.getItem('b')];\n";
    const rules = async (filePath: string) => ((await eslint.lintText(source, { filePath }))[0]?.messages ?? []).map((m) => m.ruleId);
    expect(await rules('renderer/src/domain/probe.ts')).toEqual(expect.arrayContaining(['no-restricted-properties', 'no-restricted-globals']));
    expect(await rules('renderer/src/platform/probe.ts')).not.toContain('no-restricted-properties');
  });

  it('forbids an import circle in the server', async () => {
    // server/modules/cart/cart.service.ts imports the catalog's door: the door importing the cart back closes a circle.
    const [result] = await eslint.lintText("import { CartService } from '../cart/cart.service';\nexport const probe = CartService;\n", {
      filePath: 'server/modules/catalog/catalog.exports.ts',
    });
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
