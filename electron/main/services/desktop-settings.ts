// The non-secret provider settings of the desktop Settings screen (remote API URL, LLM base URL and model),
// kept in the preferences file. Each value is checked on the way in and again on the way out, so a hand-edited
// or damaged file reads as "not set" instead of reaching the server configuration.
import type { z } from 'zod';
import type { DesktopSettings, DesktopSettingsUpdate } from '@common/desktop-bridge';
import { desktopSettingsSchema } from '@common/desktop-bridge';

/** The preferences file (electron-store), as far as these settings need it. */
export interface SettingsFile {
  getValue(key: string): unknown;
  setValue(key: string, value: unknown): void;
  delete(key: string): void;
}

const SETTING_NAMES = ['apiUrl', 'llmBaseUrl', 'llmModel'] as const satisfies ReadonlyArray<keyof DesktopSettings>;
const fileKey = (name: keyof DesktopSettings) => `settings.${name}`;

export class DesktopSettingsStore {
  constructor(private readonly file: SettingsFile) {}

  read(): DesktopSettings {
    const settings: DesktopSettings = { apiUrl: null, llmBaseUrl: null, llmModel: null };
    for (const name of SETTING_NAMES) {
      const schema: z.ZodType<string | null> = desktopSettingsSchema.shape[name];
      const parsed = schema.safeParse(this.file.getValue(fileKey(name)) ?? null);
      settings[name] = parsed.success ? parsed.data : null;
    }
    return settings;
  }

  /** Applies a validated change (null clears a setting) and answers all settings. */
  update(change: DesktopSettingsUpdate): DesktopSettings {
    for (const name of SETTING_NAMES) {
      const value = change[name];
      if (value === undefined) continue;
      if (value === null) this.file.delete(fileKey(name));
      else this.file.setValue(fileKey(name), value);
    }
    return this.read();
  }
}
