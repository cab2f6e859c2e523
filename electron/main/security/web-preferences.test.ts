import { describe, expect, it } from 'vitest';
import { secureWebPreferences } from './web-preferences';

describe('secureWebPreferences', () => {
  const preferences = secureWebPreferences('/opt/Guardians/resources/app.asar/out/preload/index.cjs');

  it('isolates and sandboxes the renderer without Node', () => {
    expect(preferences.contextIsolation).toBe(true);
    expect(preferences.sandbox).toBe(true);
    expect(preferences.nodeIntegration).toBe(false);
    expect(preferences.nodeIntegrationInWorker).toBe(false);
    expect(preferences.nodeIntegrationInSubFrames).toBe(false);
  });

  it('keeps the web security model and refuses webviews', () => {
    expect(preferences.webSecurity).toBe(true);
    expect(preferences.allowRunningInsecureContent).toBe(false);
    expect(preferences.webviewTag).toBe(false);
    expect(preferences.experimentalFeatures).toBe(false);
    expect(preferences.navigateOnDragDrop).toBe(false);
  });

  it('loads the given preload script', () => {
    expect(preferences.preload).toBe('/opt/Guardians/resources/app.asar/out/preload/index.cjs');
  });
});
