import { describe, expect, it } from 'vitest';
import type { KeyValueStore, SafeStorage } from './secret-store';
import { SecretStore } from './secret-store';

/** Reversible but visibly not plain text, like the OS keychain's ciphertext. */
function fakeSafeStorage(available: { value: boolean }): SafeStorage {
  return {
    isEncryptionAvailable: () => available.value,
    encryptString: (plain) => Buffer.from(`enc:${[...plain].reverse().join('')}`),
    decryptString: (encrypted) => {
      const text = encrypted.toString();
      if (!text.startsWith('enc:')) throw new Error('not ours');
      return [...text.slice(4)].reverse().join('');
    },
  };
}

function memoryStore(): KeyValueStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, get: (key) => values.get(key), set: (key, value) => void values.set(key, value), delete: (key) => void values.delete(key) };
}

function setUp(encryption = true) {
  const available = { value: encryption };
  const store = memoryStore();
  const unreadable: string[] = [];
  const secrets = new SecretStore({ safeStorage: fakeSafeStorage(available), store, onUnreadableSecret: (name) => unreadable.push(name) });
  return { secrets, store, available, unreadable };
}

describe('SecretStore with OS encryption', () => {
  it('writes only ciphertext and reports that a key is set, not its value', () => {
    const { secrets, store } = setUp();
    const status = secrets.set('llm-api-key', 'sk-live-123');
    expect(status).toEqual({ protection: 'os', set: { 'llm-api-key': true, 'elevenlabs-api-key': false } });
    expect(JSON.stringify(status)).not.toContain('sk-live-123');
    const written = store.values.get('secrets.llm-api-key') ?? '';
    expect(written).not.toContain('sk-live-123');
    expect(Buffer.from(written, 'base64').toString()).not.toContain('sk-live-123');
    expect(secrets.read('llm-api-key')).toBe('sk-live-123');
  });

  it('keeps keys across restarts (a new store over the same file)', () => {
    const { secrets, store, available } = setUp();
    secrets.set('elevenlabs-api-key', 'eleven-abc');
    const restarted = new SecretStore({ safeStorage: fakeSafeStorage(available), store });
    expect(restarted.read('elevenlabs-api-key')).toBe('eleven-abc');
  });

  it('clears a key', () => {
    const { secrets, store } = setUp();
    secrets.set('llm-api-key', 'sk');
    expect(secrets.clear('llm-api-key').set['llm-api-key']).toBe(false);
    expect(store.values.size).toBe(0);
  });

  it('forgets a key that no longer decrypts and reports it', () => {
    const { secrets, store, unreadable } = setUp();
    store.values.set('secrets.llm-api-key', Buffer.from('garbage').toString('base64'));
    expect(secrets.read('llm-api-key')).toBeNull();
    expect(unreadable).toEqual(['llm-api-key']);
    expect(store.values.has('secrets.llm-api-key')).toBe(false);
  });
});

describe('SecretStore without OS encryption', () => {
  it('keeps keys in memory for the session only, writes nothing and says so', () => {
    const { secrets, store } = setUp(false);
    expect(secrets.set('llm-api-key', 'sk-session')).toEqual({ protection: 'session-only', set: { 'llm-api-key': true, 'elevenlabs-api-key': false } });
    expect(store.values.size).toBe(0);
    expect(secrets.read('llm-api-key')).toBe('sk-session');
  });

  it('loses session-only keys at restart', () => {
    const { secrets, store, available } = setUp(false);
    secrets.set('llm-api-key', 'sk-session');
    const restarted = new SecretStore({ safeStorage: fakeSafeStorage(available), store });
    expect(restarted.status().set['llm-api-key']).toBe(false);
  });
});
