import { createMemoryRouter } from 'react-router';
import type { DataRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { discoverStaffRoutes, routes } from './routes';
import { routerReady } from './router';

let router: DataRouter | undefined;

afterEach(() => {
  router?.dispose();
  router = undefined;
});

async function routerAt(path: string): Promise<DataRouter> {
  router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: discoverStaffRoutes });
  await routerReady(router);
  return router;
}

/** Every path the router knows now. */
function knownPaths(tree: readonly { path?: string; children?: readonly unknown[] }[]): string[] {
  return tree.flatMap((route) => [...(route.path ? [route.path] : []), ...knownPaths((route.children ?? []) as typeof tree)]);
}

describe('the staff routes', () => {
  it('are not the router’s when a shopper’s page starts', async () => {
    const started = await routerAt('/marketplace');
    expect(started.state.matches.at(-1)?.route.path).toBe('marketplace');
    expect(knownPaths(started.routes)).not.toContain('admin-login');
    expect(knownPaths(started.routes)).not.toContain('api-test');
  });

  it('join the router when their path is first asked for, on the first load as on a later navigation', async () => {
    const started = await routerAt('/admin-login');
    expect(started.state.matches.at(-1)?.route.path).toBe('admin-login');
    await started.navigate('/partner/login');
    expect(started.state.matches.at(-1)?.route.path).toBe('partner/login');

    const later = await routerAt('/');
    await later.navigate('/api-test');
    expect(later.state.matches.at(-1)?.route.path).toBe('api-test');
  });

  it('leave a path that is nobody’s to the not-found page', async () => {
    const started = await routerAt('/no-such-page');
    expect(started.state.matches.at(-1)?.route.path).toBe('*');
    await started.navigate('/still-nothing');
    expect(started.state.matches.at(-1)?.route.path).toBe('*');
  });
});
