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

  it('offers the way back to the built-in server only when a saved remote API URL is in use', () => {
    const labels = (items: readonly MenuItemConstructorOptions[]): string[] =>
      items.flatMap((item) => [...(item.label ? [item.label] : []), ...(Array.isArray(item.submenu) ? labels(item.submenu) : [])]);
    expect(labels(applicationMenuTemplate({ isDevelopment: false, platform: 'linux', appName: 'Guardians' }))).not.toContain(
      'Use the Built-in Server and Restart',
    );
    let used = 0;
    const menu = applicationMenuTemplate({ isDevelopment: false, platform: 'linux', appName: 'Guardians', useBuiltInServer: () => used++ });
    const file = menu.find((item) => item.label === 'File');
    const item = (file?.submenu as MenuItemConstructorOptions[]).find((entry) => entry.label === 'Use the Built-in Server and Restart');
    (item?.click as () => void)();
    expect(used).toBe(1);
  });
});
