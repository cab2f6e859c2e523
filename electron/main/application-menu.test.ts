import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { applicationMenuTemplate } from './application-menu';

function roles(items: readonly MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [...(item.role ? [item.role] : []), ...(Array.isArray(item.submenu) ? roles(item.submenu) : [])]);
}

describe('applicationMenuTemplate', () => {
  it('offers reload and zoom shortcuts but no devtools in the installed app', () => {
    const menu = roles(applicationMenuTemplate({ isDevelopment: false, platform: 'linux', appName: 'Guardians' }));
    expect(menu).toEqual(expect.arrayContaining(['reload', 'forceReload', 'resetZoom', 'zoomIn', 'zoomOut', 'editMenu', 'quit']));
    expect(menu).not.toContain('toggleDevTools');
  });

  it('offers devtools in development', () => {
    expect(roles(applicationMenuTemplate({ isDevelopment: true, platform: 'linux', appName: 'Guardians' }))).toContain('toggleDevTools');
  });

  it('has the macOS app menu and closes rather than quits from File on macOS', () => {
    const menu = applicationMenuTemplate({ isDevelopment: false, platform: 'darwin', appName: 'Guardians' });
    expect(menu[0]).toMatchObject({ role: 'appMenu', label: 'Guardians' });
    expect(roles(menu)).toContain('close');
  });
});
