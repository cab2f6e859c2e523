// Provider keys (LLM, ElevenLabs) entered in the desktop Settings screen. On disk only as safeStorage
// ciphertext; the renderer learns whether a key is set, never its value. Without OS encryption (a Linux
// session without a keyring) nothing is written at all: keys live in memory until the app quits, and the
// status says so, so the Settings screen can tell the user to enter them again next time.
import type { SecretName, SecretsStatus } from '@common/desktop-bridge';
import { SECRET_NAMES } from '@common/desktop-bridge';

/** Electron's safeStorage, injected. */
export interface SafeStorage {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/** A persistent key-value file (electron-store). */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: string): void;
  delete(key: string): void;
}

const storeKey = (name: SecretName) => `secrets.${name}`;

export class SecretStore {
  private readonly sessionOnly = new Map<SecretName, string>();

  constructor(
    private readonly dependencies: {
      safeStorage: SafeStorage;
      store: KeyValueStore;
      onUnreadableSecret?: (name: SecretName, error: unknown) => void;
    },
  ) {}

  /** Asked each time: a keyring can become available after start-up (it unlocks at login). */
  private get encrypted(): boolean {
    return this.dependencies.safeStorage.isEncryptionAvailable();
  }

  status(): SecretsStatus {
    const set = Object.fromEntries(SECRET_NAMES.map((name) => [name, this.read(name) !== null])) as Record<SecretName, boolean>;
    return { protection: this.encrypted ? 'os' : 'session-only', set };
  }

  set(name: SecretName, value: string): SecretsStatus {
    if (this.encrypted) {
      const cipherText = this.dependencies.safeStorage.encryptString(value).toString('base64');
      this.dependencies.store.set(storeKey(name), cipherText);
      this.sessionOnly.delete(name);
    } else {
      this.sessionOnly.set(name, value);
    }
    return this.status();
  }

  clear(name: SecretName): SecretsStatus {
    this.sessionOnly.delete(name);
    this.dependencies.store.delete(storeKey(name));
    return this.status();
  }

  /** For the main process only (e.g. to hand the embedded server its provider keys); never sent over IPC. */
  read(name: SecretName): string | null {
    const inMemory = this.sessionOnly.get(name);
    if (inMemory !== undefined) return inMemory;
    const stored = this.dependencies.store.get(storeKey(name));
    if (typeof stored !== 'string' || !this.encrypted) return null;
    try {
      return this.dependencies.safeStorage.decryptString(Buffer.from(stored, 'base64'));
    } catch (error) {
      // Encrypted under another OS key (a restored profile, a reset keychain): useless, so forget it.
      this.dependencies.onUnreadableSecret?.(name, error);
      this.dependencies.store.delete(storeKey(name));
      return null;
    }
  }
}
