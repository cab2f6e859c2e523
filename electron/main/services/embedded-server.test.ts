import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmbeddedServerOptions, RunningServer } from './embedded-server';
import {
  DesktopStartupError,
  EMBEDDED_LLM_TIMEOUT_MS,
  EmbeddedServerService,
  FilePortMemory,
  chooseRemoteStorefrontUrl,
  embeddedChatSettings,
  embeddedVoiceSettings,
  parseRemoteStorefrontUrl,
} from './embedded-server';
import { DEFAULT_CHAT_SETTINGS, DEFAULT_VOICE_SETTINGS } from '../../../server/config';
import { DEFAULT_ELEVENLABS_VOICE_IDS } from '../../../common/voice';

function fakeServer(url = 'http://127.0.0.1:51234') {
  const close = vi.fn(async () => {});
  const start = vi.fn(async (_options: EmbeddedServerOptions): Promise<RunningServer> => ({ url, port: Number(new URL(url).port), close }));
  return { start, close };
}

let userDataPath: string;
beforeEach(async () => {
  userDataPath = await mkdtemp(join(tmpdir(), 'guardians-shell-'));
});
afterEach(async () => {
  await rm(userDataPath, { recursive: true, force: true });
});

describe('EmbeddedServerService without GUARDIANS_API_URL', () => {
  it('starts the server on the loopback interface with a random port, SQLite under <userData>/data and the chat made ready', async () => {
    const { start } = fakeServer();
    const service = new EmbeddedServerService({ start, userDataPath, webDistDir: '/app/out/renderer' });

    const target = await service.start();

    expect(start).toHaveBeenCalledExactlyOnceWith({
      host: '127.0.0.1',
      port: 0,
      dataDir: join(userDataPath, 'data'),
      webDistDir: '/app/out/renderer',
      prepareChat: true,
    });
    expect((await stat(join(userDataPath, 'data'))).isDirectory()).toBe(true);
    expect(target).toEqual({ url: 'http://127.0.0.1:51234/', origin: 'http://127.0.0.1:51234', embedded: true });
    expect(service.appOrigin).toBe('http://127.0.0.1:51234');
    expect(service.isEmbedded).toBe(true);
  });

  it("passes the app's resources folder so product and expert images are served", async () => {
    const { start } = fakeServer();
    const service = new EmbeddedServerService({ start, userDataPath, webDistDir: '/app/out/renderer', resourcesDir: '/app/resources' });

    await service.start();

    expect(start).toHaveBeenCalledWith(expect.objectContaining({ resourcesDir: '/app/resources' }));
  });

  it('treats a blank GUARDIANS_API_URL as unset', async () => {
    const { start } = fakeServer();
    const service = new EmbeddedServerService({ start, userDataPath, webDistDir: '/w', remoteStorefrontUrl: '   ' });
    await expect(service.start()).resolves.toMatchObject({ embedded: true });
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts the server only once when asked twice', async () => {
    const { start } = fakeServer();
    const service = new EmbeddedServerService({ start, userDataPath, webDistDir: '/w' });
    const [first, second] = await Promise.all([service.start(), service.start()]);
    expect(first).toBe(second);
    expect(start).toHaveBeenCalledOnce();
  });

  it('closes the server on stop, once', async () => {
    const { start, close } = fakeServer();
    const service = new EmbeddedServerService({ start, userDataPath, webDistDir: '/w' });
    await service.start();

    await service.stop();
    await service.stop();

    expect(close).toHaveBeenCalledOnce();
  });

  it('closes a server that was still starting when the app quit', async () => {
    const { close } = fakeServer();
    let finishStart: (server: RunningServer) => void = () => {};
    const start = vi.fn(() => new Promise<RunningServer>((resolve) => (finishStart = resolve)));
    const service = new EmbeddedServerService({ start, userDataPath, webDistDir: '/w' });

    const starting = service.start();
    await vi.waitFor(() => expect(start).toHaveBeenCalled());
    const stopping = service.stop();
    finishStart({ url: 'http://127.0.0.1:1', port: 1, close });
    await starting;
    await stopping;

    expect(close).toHaveBeenCalledOnce();
    await expect(service.start()).rejects.toThrow(/stopped/);
  });

  it('reports a server that fails to start as a startup error naming the data folder', async () => {
    const start = vi.fn(async (): Promise<RunningServer> => {
      throw new Error('SQLITE_READONLY: attempt to write a readonly database');
    });
    const service = new EmbeddedServerService({ start, userDataPath, webDistDir: '/w' });

    const failure = service.start();

    await expect(failure).rejects.toBeInstanceOf(DesktopStartupError);
    await expect(failure).rejects.toMatchObject({ code: 'embedded_server_failed' });
    await expect(failure).rejects.toThrow(join(userDataPath, 'data'));
    await expect(failure).rejects.toThrow(/SQLITE_READONLY/);
  });
});

describe('EmbeddedServerService port across launches', () => {
  function addressInUse(): Error {
    return Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:51234'), { code: 'EADDRINUSE' });
  }

  it('remembers the port of the first launch and asks for it on the next one, so the origin stays the same', async () => {
    const first = fakeServer('http://127.0.0.1:51234');
    await new EmbeddedServerService({ start: first.start, userDataPath, webDistDir: '/w' }).start();
    expect(first.start.mock.calls[0]?.[0].port).toBe(0);

    const second = fakeServer('http://127.0.0.1:51234');
    const target = await new EmbeddedServerService({ start: second.start, userDataPath, webDistDir: '/w' }).start();

    expect(second.start.mock.calls[0]?.[0].port).toBe(51234);
    expect(target.origin).toBe('http://127.0.0.1:51234');
  });

  it('falls back to a new random port when the remembered one is taken, and remembers that one', async () => {
    const portMemory = { read: vi.fn(async () => 51234), write: vi.fn(async () => {}) };
    const close = vi.fn(async () => {});
    const start = vi.fn(async (options: EmbeddedServerOptions): Promise<RunningServer> => {
      if (options.port === 51234) throw addressInUse();
      return { url: 'http://127.0.0.1:60001', port: 60001, close };
    });

    const target = await new EmbeddedServerService({ start, userDataPath, webDistDir: '/w', portMemory }).start();

    expect(start.mock.calls.map(([options]) => options.port)).toEqual([51234, 0]);
    expect(target.origin).toBe('http://127.0.0.1:60001');
    expect(portMemory.write).toHaveBeenCalledExactlyOnceWith(60001);
  });

  it('does not retry other failures on a random port', async () => {
    const portMemory = { read: vi.fn(async () => 51234), write: vi.fn(async () => {}) };
    const start = vi.fn(async (): Promise<RunningServer> => {
      throw new Error('database disk image is malformed');
    });
    await expect(new EmbeddedServerService({ start, userDataPath, webDistDir: '/w', portMemory }).start()).rejects.toMatchObject({
      code: 'embedded_server_failed',
    });
    expect(start).toHaveBeenCalledOnce();
  });

  it('still starts when the port cannot be remembered', async () => {
    const portMemory = { read: vi.fn(async () => null), write: vi.fn(async () => Promise.reject(new Error('EROFS'))) };
    const { start } = fakeServer();
    await expect(new EmbeddedServerService({ start, userDataPath, webDistDir: '/w', portMemory }).start()).resolves.toMatchObject({
      embedded: true,
    });
  });

  it('reads a missing or damaged port file as a first launch', async () => {
    const file = join(userDataPath, 'embedded-server.json');
    const memory = new FilePortMemory(file);
    expect(await memory.read()).toBeNull();
    await writeFile(file, 'not json');
    expect(await memory.read()).toBeNull();
    await writeFile(file, JSON.stringify({ port: 70000 }));
    expect(await memory.read()).toBeNull();
    await memory.write(43210);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ port: 43210 });
    expect(await memory.read()).toBe(43210);
  });
});

describe('EmbeddedServerService with GUARDIANS_API_URL', () => {
  it('loads the remote storefront and never starts the embedded server', async () => {
    const { start } = fakeServer();
    const service = new EmbeddedServerService({
      start,
      userDataPath,
      webDistDir: '/w',
      remoteStorefrontUrl: 'https://shop.guardians.example/',
    });

    const target = await service.start();

    expect(start).not.toHaveBeenCalled();
    expect(target).toEqual({ url: 'https://shop.guardians.example/', origin: 'https://shop.guardians.example', embedded: false });
    expect(service.appOrigin).toBe('https://shop.guardians.example');
    expect(service.isEmbedded).toBe(false);
    await expect(service.stop()).resolves.toBeUndefined();
  });

  it('keeps the path of the remote URL for the first page but only the origin for the policy', async () => {
    const service = new EmbeddedServerService({
      start: fakeServer().start,
      userDataPath,
      webDistDir: '/w',
      remoteStorefrontUrl: 'http://192.168.1.20:5000/marketplace',
    });
    await expect(service.start()).resolves.toEqual({
      url: 'http://192.168.1.20:5000/marketplace',
      origin: 'http://192.168.1.20:5000',
      embedded: false,
    });
  });

  it.each(['file:///etc/passwd', 'ftp://files.example/', 'javascript:alert(1)', 'guardians.example.com', 'http://'])(
    'refuses %j with a clear startup error',
    async (remoteStorefrontUrl) => {
      const { start } = fakeServer();
      const service = new EmbeddedServerService({ start, userDataPath, webDistDir: '/w', remoteStorefrontUrl });

      const failure = service.start();

      await expect(failure).rejects.toMatchObject({ name: 'DesktopStartupError', code: 'invalid_api_url' });
      await expect(failure).rejects.toThrow(/GUARDIANS_API_URL/);
      expect(start).not.toHaveBeenCalled();
    },
  );

  it('asks for the origin before start to be a programming error', () => {
    const service = new EmbeddedServerService({ start: fakeServer().start, userDataPath, webDistDir: '/w' });
    expect(() => service.appOrigin).toThrow(/start\(\)/);
  });
});

describe('parseRemoteStorefrontUrl', () => {
  it('returns null when unset', () => {
    expect(parseRemoteStorefrontUrl(undefined)).toBeNull();
    expect(parseRemoteStorefrontUrl('')).toBeNull();
  });

  it('accepts http and https addresses', () => {
    expect(parseRemoteStorefrontUrl(' https://guardians.example.com ')?.href).toBe('https://guardians.example.com/');
    expect(parseRemoteStorefrontUrl('http://localhost:5000')?.origin).toBe('http://localhost:5000');
  });

  it('refuses credentials in the address', () => {
    expect(() => parseRemoteStorefrontUrl('https://admin:secret@guardians.example.com')).toThrow(/user name or password/);
  });
});

describe('EmbeddedServerService provider settings from the Settings screen', () => {
  const apiKey = 'sk-live-0123456789abcdef';
  const elevenLabsKey = 'eleven-0123456789abcdef';
  const provider = { llmApiKey: apiKey, llmBaseUrl: 'https://llm.example/v1', llmModel: 'small-model', elevenLabsApiKey: null };

  it('hands the stored LLM key, base URL and model to the embedded server as its chat settings', async () => {
    const { start } = fakeServer();
    const service = new EmbeddedServerService({ start, userDataPath, webDistDir: '/w', providerSettings: () => provider });
    await service.start();
    expect(start).toHaveBeenCalledWith(
      expect.objectContaining({
        chat: {
          ...DEFAULT_CHAT_SETTINGS,
          llm: { baseUrl: 'https://llm.example/v1', apiKey, model: 'small-model', timeoutMs: EMBEDDED_LLM_TIMEOUT_MS },
        },
      }),
    );
  });

  it('keeps the embedded guardian answers until the key, base URL and model are all set', () => {
    expect(embeddedChatSettings({ ...provider, llmModel: null }).llm).toBeUndefined();
    expect(embeddedChatSettings({ ...provider, llmApiKey: null }).llm).toBeUndefined();
    expect(embeddedChatSettings({ llmApiKey: null, llmBaseUrl: null, llmModel: null, elevenLabsApiKey: null })).toEqual(DEFAULT_CHAT_SETTINGS);
  });

  it('hands the stored ElevenLabs key to the embedded server as its voice, the offline voice without one', async () => {
    const { start } = fakeServer();
    const service = new EmbeddedServerService({
      start,
      userDataPath,
      webDistDir: '/w',
      providerSettings: () => ({ ...provider, elevenLabsApiKey: elevenLabsKey }),
    });
    await service.start();
    expect(start).toHaveBeenCalledWith(
      expect.objectContaining({
        voice: expect.objectContaining({
          elevenLabs: expect.objectContaining({ apiKey: elevenLabsKey, baseUrl: 'https://api.elevenlabs.io', voiceIds: DEFAULT_ELEVENLABS_VOICE_IDS }),
        }),
      }),
    );
    expect(embeddedVoiceSettings(provider)).toEqual(DEFAULT_VOICE_SETTINGS);
  });

  it('never reads the keys for a remote storefront', async () => {
    const { start } = fakeServer();
    const providerSettings = vi.fn(() => provider);
    const service = new EmbeddedServerService({
      start,
      userDataPath,
      webDistDir: '/w',
      remoteStorefrontUrl: 'https://shop.guardians.example/',
      providerSettings,
    });
    await expect(service.start()).resolves.toMatchObject({ embedded: false });
    expect(providerSettings).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
  });

  it('never writes the key to the console or into a startup error', async () => {
    const consoleCalls = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => undefined));
    try {
      const start = vi.fn(async (options: EmbeddedServerOptions): Promise<RunningServer> => {
        expect(options.chat?.llm?.apiKey).toBe(apiKey);
        throw new Error('listen EACCES 127.0.0.1');
      });
      const service = new EmbeddedServerService({ start, userDataPath, webDistDir: '/w', providerSettings: () => provider });
      const failure: unknown = await service.start().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DesktopStartupError);
      expect(String((failure as Error).message)).not.toContain(apiKey);
      for (const spy of consoleCalls) expect(JSON.stringify(spy.mock.calls)).not.toContain(apiKey);
    } finally {
      for (const spy of consoleCalls) spy.mockRestore();
    }
  });
});

describe('chooseRemoteStorefrontUrl', () => {
  it('prefers GUARDIANS_API_URL, then the saved API URL, then the built-in server', () => {
    expect(chooseRemoteStorefrontUrl('https://env.example', 'https://saved.example')).toBe('https://env.example');
    expect(chooseRemoteStorefrontUrl('  ', 'https://saved.example')).toBe('https://saved.example');
    expect(chooseRemoteStorefrontUrl(undefined, 'https://saved.example')).toBe('https://saved.example');
    expect(chooseRemoteStorefrontUrl(undefined, null)).toBeUndefined();
  });
});
