// Decides where the desktop window's storefront lives and owns the embedded API server's lifetime.
// GUARDIANS_API_URL unset: the server of server/start.ts runs inside the app on 127.0.0.1 with a random
// port (kept across launches) and SQLite in the user-data folder, so the app works alone and offline. Set: that remote storefront.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChatSettings, VoiceSettings } from '../../../server/config';
import {
  DEFAULT_CHAT_SETTINGS,
  DEFAULT_ELEVENLABS_BASE_URL,
  DEFAULT_ELEVENLABS_MODEL_ID,
  DEFAULT_ELEVENLABS_TIMEOUT_MS,
  DEFAULT_LLM_TIMEOUT_MS,
  DEFAULT_VOICE_SETTINGS,
} from '../../../server/config';
import { DEFAULT_ELEVENLABS_VOICE_IDS } from '../../../common/voice';

/** The subset of server/start.ts's options this service passes. */
export interface EmbeddedServerOptions {
  host: string;
  port: number;
  dataDir: string;
  webDistDir?: string;
  resourcesDir?: string;
  logLevel?: string;
  chat?: ChatSettings;
  voice?: VoiceSettings;
  /** Make the chat triage's classifier ready once listening (read from the data folder's cache, or trained). */
  prepareChat?: boolean;
}

/**
 * The provider settings of the desktop Settings screen, read from the secret store and the preferences file
 * when the embedded server starts. They go to that server only, never to a remote storefront.
 */
export interface EmbeddedProviderSettings {
  llmApiKey: string | null;
  llmBaseUrl: string | null;
  llmModel: string | null;
  /** The ElevenLabs key of the Settings screen: the guardians speak through ElevenLabs when it is set. */
  elevenLabsApiKey: string | null;
}

/** server/config.ts's default for LLM_TIMEOUT_MS, the one value both use. */
export const EMBEDDED_LLM_TIMEOUT_MS = DEFAULT_LLM_TIMEOUT_MS;

/**
 * The chat settings for the embedded server: the language model only when its key, base URL and model are all
 * set (as server/config.ts requires of LLM_*), the embedded guardian answers otherwise.
 */
export function embeddedChatSettings(provider: EmbeddedProviderSettings): ChatSettings {
  const { llmApiKey, llmBaseUrl, llmModel } = provider;
  if (llmApiKey === null || llmBaseUrl === null || llmModel === null) return DEFAULT_CHAT_SETTINGS;
  return { ...DEFAULT_CHAT_SETTINGS, llm: { baseUrl: llmBaseUrl, apiKey: llmApiKey, model: llmModel, timeoutMs: EMBEDDED_LLM_TIMEOUT_MS } };
}

/** The voice settings for the embedded server: ElevenLabs with its default voices when the key is set, the offline voice otherwise. */
export function embeddedVoiceSettings(provider: EmbeddedProviderSettings): VoiceSettings {
  if (provider.elevenLabsApiKey === null) return DEFAULT_VOICE_SETTINGS;
  return {
    ...DEFAULT_VOICE_SETTINGS,
    elevenLabs: {
      apiKey: provider.elevenLabsApiKey,
      baseUrl: DEFAULT_ELEVENLABS_BASE_URL,
      modelId: DEFAULT_ELEVENLABS_MODEL_ID,
      timeoutMs: DEFAULT_ELEVENLABS_TIMEOUT_MS,
      voiceIds: DEFAULT_ELEVENLABS_VOICE_IDS,
    },
  };
}

/** What server/start.ts's startServer resolves to. */
export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export type StartServer = (options: EmbeddedServerOptions) => Promise<RunningServer>;

/** Where the window loads the storefront from. */
export interface StorefrontTarget {
  /** The page the window opens. */
  url: string;
  /** scheme://host:port of `url`: the only origin allowed to navigate, receive the CSP and call IPC. */
  origin: string;
  embedded: boolean;
}

export interface EmbeddedServerDependencies {
  start: StartServer;
  /** Electron's app.getPath('userData'). */
  userDataPath: string;
  /** The built renderer the embedded server serves (out/renderer inside the app). */
  webDistDir: string;
  /** The app's resources/ folder (product and expert images); the bundled main cannot find it by itself. */
  resourcesDir?: string;
  /** The value of GUARDIANS_API_URL, if any. */
  remoteStorefrontUrl?: string | undefined;
  /** pino level of the embedded server's log; its default when omitted. */
  serverLogLevel?: string;
  /** Read only when the embedded server starts (never for a remote storefront). */
  providerSettings?: () => EmbeddedProviderSettings;
  /** Defaults to a small file in the user-data folder. */
  portMemory?: PortMemory;
  ensureDirectory?: (path: string) => Promise<unknown>;
}

/**
 * The port of the previous launch. Browser storage (localStorage, IndexedDB, service workers) is keyed by
 * origin including the port, so a new random port on every launch would forget the storefront's local
 * state (cookie consent, onboarding, cached data). The first launch picks a random free port; later
 * launches ask for the same one and fall back to a new random port only when it is taken.
 */
export interface PortMemory {
  read(): Promise<number | null>;
  write(port: number): Promise<void>;
}

export class FilePortMemory implements PortMemory {
  constructor(private readonly filePath: string) {}

  async read(): Promise<number | null> {
    try {
      const saved: unknown = JSON.parse(await readFile(this.filePath, 'utf8'));
      const port = typeof saved === 'object' && saved !== null && 'port' in saved ? saved.port : null;
      return typeof port === 'number' && Number.isInteger(port) && port > 0 && port < 65536 ? port : null;
    } catch {
      // Missing or damaged: behave like a first launch.
      return null;
    }
  }

  async write(port: number): Promise<void> {
    await writeFile(this.filePath, `${JSON.stringify({ port })}\n`);
  }
}

function isAddressInUse(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error.code === 'EADDRINUSE' || error.code === 'EACCES');
}

export type DesktopStartupErrorCode = 'invalid_api_url' | 'embedded_server_failed';

/** A startup failure the user must see and can act on; `code` is stable for logs and tests. */
export class DesktopStartupError extends Error {
  constructor(
    readonly code: DesktopStartupErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DesktopStartupError';
  }
}

/** Only the loopback interface: the embedded API must not be reachable from the network. */
export const EMBEDDED_SERVER_HOST = '127.0.0.1';

/**
 * Reads GUARDIANS_API_URL. Returns null when it is unset or blank (the embedded server is used),
 * the parsed http(s) URL otherwise, and throws a DesktopStartupError for anything else.
 */
export function parseRemoteStorefrontUrl(raw: string | undefined): URL | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new DesktopStartupError(
      'invalid_api_url',
      `GUARDIANS_API_URL is not a valid URL: "${value}". Set it to the storefront address, for example https://guardians.example.com, or unset it to use the built-in server.`,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new DesktopStartupError(
      'invalid_api_url',
      `GUARDIANS_API_URL must start with http:// or https://, got "${parsed.protocol}". Set it to the storefront address or unset it to use the built-in server.`,
    );
  }
  if (parsed.username !== '' || parsed.password !== '') {
    throw new DesktopStartupError('invalid_api_url', 'GUARDIANS_API_URL must not contain a user name or password: sign in inside the app instead.');
  }
  return parsed;
}

/**
 * The remote storefront to load: GUARDIANS_API_URL when set (it wins, so an administrator or developer can
 * always override), else the API URL saved in the desktop Settings screen, else none (the built-in server).
 */
export function chooseRemoteStorefrontUrl(environmentValue: string | undefined, savedApiUrl: string | null): string | undefined {
  if (environmentValue !== undefined && environmentValue.trim() !== '') return environmentValue;
  return savedApiUrl ?? undefined;
}

export class EmbeddedServerService {
  private starting: Promise<StorefrontTarget> | null = null;
  private target: StorefrontTarget | null = null;
  private server: RunningServer | null = null;
  private stopping: Promise<void> | null = null;

  constructor(private readonly dependencies: EmbeddedServerDependencies) {}

  /** Where the storefront's SQLite database and other server data live. */
  get dataDir(): string {
    return join(this.dependencies.userDataPath, 'data');
  }

  /** Starts the embedded server unless a remote storefront is configured; later calls share the first start. */
  start(): Promise<StorefrontTarget> {
    if (this.stopping !== null) return Promise.reject(new Error('EmbeddedServerService was stopped; create a new one to start again.'));
    this.starting ??= this.resolveTarget().then((target) => (this.target = target));
    return this.starting;
  }

  /** The origin the navigation policy, CSP and IPC checks compare against. Only valid after start(). */
  get appOrigin(): string {
    if (this.target === null) throw new Error('The storefront origin is unknown until EmbeddedServerService.start() resolves.');
    return this.target.origin;
  }

  get isEmbedded(): boolean {
    return this.target?.embedded ?? false;
  }

  /**
   * Closes the embedded server (nothing to do for a remote storefront); safe to call more than once.
   * A quit during startup waits for the server to be up so that it is not left listening.
   */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      await this.starting?.catch(() => undefined);
      const server = this.server;
      this.server = null;
      await server?.close();
    })();
    return this.stopping;
  }

  private async resolveTarget(): Promise<StorefrontTarget> {
    const remote = parseRemoteStorefrontUrl(this.dependencies.remoteStorefrontUrl);
    if (remote !== null) return { url: remote.href, origin: remote.origin, embedded: false };
    return this.startEmbedded();
  }

  private async startEmbedded(): Promise<StorefrontTarget> {
    const ensureDirectory = this.dependencies.ensureDirectory ?? ((path: string) => mkdir(path, { recursive: true }));
    const portMemory = this.dependencies.portMemory ?? new FilePortMemory(join(this.dependencies.userDataPath, 'embedded-server.json'));
    let server: RunningServer;
    try {
      await ensureDirectory(this.dataDir);
      const previousPort = await portMemory.read();
      try {
        server = await this.listenOn(previousPort ?? 0);
      } catch (error) {
        if (previousPort === null || !isAddressInUse(error)) throw error;
        server = await this.listenOn(0);
      }
    } catch (error) {
      throw new DesktopStartupError(
        'embedded_server_failed',
        `The built-in Guardians server could not start (data folder ${this.dataDir}): ${error instanceof Error ? error.message : String(error)}. Check that the folder is writable, or set GUARDIANS_API_URL to use a remote storefront.`,
        { cause: error },
      );
    }
    this.server = server;
    // Losing the remembered port only costs the next launch its local browser state, never the start.
    await portMemory.write(server.port).catch(() => undefined);
    const url = new URL(server.url);
    return { url: url.href, origin: url.origin, embedded: true };
  }

  private listenOn(port: number): Promise<RunningServer> {
    const options: EmbeddedServerOptions = {
      host: EMBEDDED_SERVER_HOST,
      port,
      dataDir: this.dataDir,
      webDistDir: this.dependencies.webDistDir,
      prepareChat: true,
    };
    if (this.dependencies.resourcesDir !== undefined) options.resourcesDir = this.dependencies.resourcesDir;
    if (this.dependencies.serverLogLevel !== undefined) options.logLevel = this.dependencies.serverLogLevel;
    if (this.dependencies.providerSettings !== undefined) {
      const providers = this.dependencies.providerSettings();
      options.chat = embeddedChatSettings(providers);
      options.voice = embeddedVoiceSettings(providers);
    }
    return this.dependencies.start(options);
  }
}
