import { describe, expect, it } from 'vitest';
import { DesktopSettingsStore } from './desktop-settings';

function memoryFile(initial: Record<string, unknown> = {}) {
  const values = new Map<string, unknown>(Object.entries(initial));
  return {
    values,
    getValue: (key: string) => values.get(key),
    setValue: (key: string, value: unknown) => void values.set(key, value),
    delete: (key: string) => void values.delete(key),
  };
}

describe('DesktopSettingsStore', () => {
  it('reads nothing set as nulls', () => {
    expect(new DesktopSettingsStore(memoryFile()).read()).toEqual({ apiUrl: null, llmBaseUrl: null, llmModel: null });
  });

  it('saves the settings it is given, keeps the others and clears one with null', () => {
    const file = memoryFile();
    const settings = new DesktopSettingsStore(file);
    settings.update({ apiUrl: 'https://guardians.example.com', llmModel: 'small-model' });
    expect(settings.update({ llmBaseUrl: 'https://llm.example/v1' })).toEqual({
      apiUrl: 'https://guardians.example.com',
      llmBaseUrl: 'https://llm.example/v1',
      llmModel: 'small-model',
    });
    expect(settings.update({ apiUrl: null })).toMatchObject({ apiUrl: null, llmModel: 'small-model' });
    expect(file.values.has('settings.apiUrl')).toBe(false);
  });

  it('reads a hand-edited or damaged value as not set', () => {
    const file = memoryFile({ 'settings.apiUrl': 'file:///etc/passwd', 'settings.llmBaseUrl': 42, 'settings.llmModel': 'ok-model' });
    expect(new DesktopSettingsStore(file).read()).toEqual({ apiUrl: null, llmBaseUrl: null, llmModel: 'ok-model' });
  });
});
