// The ElevenLabs provider (issue 11) against a local fake of its API: the key check and usage, speech per part with
// each guardian's voice, signed-out visitors on the offline voice, and the fallback to the offline voice on failure.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VoiceValidation } from '@common/contracts/voice';
import { DEFAULT_ELEVENLABS_VOICE_IDS, elevenLabsSettingsFor } from '@common/voice';
import { DEFAULT_ELEVENLABS_MODEL_ID, DEFAULT_VOICE_SETTINGS } from '../../config';
import type { VoiceSettings } from '../../config';
import { registerVisitor } from '../../test/accounts-helpers';
import { startFakeElevenLabs, silentMp3Frame } from '../../test/fake-elevenlabs';
import type { FakeElevenLabs } from '../../test/fake-elevenlabs';
import { createTestDatabase, startTestApp } from '../../test/test-context';
import type { TestApp, TestDatabase } from '../../test/test-context';
import { TestVisitor } from '../../test/test-visitor';
import { openVoiceSocket } from '../../test/voice-socket-client';

const API_KEY = 'xi-test-key-0123456789';
let fake: FakeElevenLabs;
let database: TestDatabase;
let app: TestApp;
const logLines: { msg: string; level: number }[] = [];

function voiceSettings(apiKey: string, baseUrl: string, timeoutMs = 2000): VoiceSettings {
  return {
    ...DEFAULT_VOICE_SETTINGS,
    elevenLabs: { apiKey, baseUrl, modelId: DEFAULT_ELEVENLABS_MODEL_ID, voiceIds: DEFAULT_ELEVENLABS_VOICE_IDS, timeoutMs },
  };
}

beforeAll(async () => {
  fake = await startFakeElevenLabs(API_KEY);
  database = await createTestDatabase();
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(String(chunk)) as { msg: string; level: number });
        done();
      },
    }),
  );
  app = await startTestApp({ location: database.location, logger, voice: voiceSettings(API_KEY, fake.url, 700) });
});

afterAll(async () => {
  await app.close();
  await database.drop();
  await fake.close();
});

describe('GET /api/voice/validate with ElevenLabs', () => {
  it("reports ElevenLabs connected with the subscription's own usage, asking it once a minute at most", async () => {
    const first = VoiceValidation.parse(await (await app.request('/api/voice/validate')).json());
    expect(first).toEqual({ valid: true, provider: 'elevenlabs', usage: { character_count: 1234, character_limit: 10_000 }, reason: null });
    await app.request('/api/voice/validate');
    expect(fake.subscriptionCalls).toBe(1);
  });

  it('reports a refused key as not connected, saying to check the key', async () => {
    const otherDatabase = await createTestDatabase();
    const wrongKey = await startTestApp({ location: otherDatabase.location, voice: voiceSettings('wrong-key', fake.url) });
    try {
      const body = VoiceValidation.parse(await (await wrongKey.request('/api/voice/validate')).json());
      expect(body).toMatchObject({ valid: false, provider: 'elevenlabs' });
      expect(body.reason).toMatch(/refused the API key.*ELEVENLABS_API_KEY/);
    } finally {
      await wrongKey.close();
      await otherDatabase.drop();
    }
  });
});

describe('speech through ElevenLabs', () => {
  it("speaks a signed-in customer's text as MP3, part by part, in the guardian's own voice", async () => {
    fake.mode = 'ok';
    fake.speechRequests.length = 0;
    const { visitor } = await registerVisitor(app);
    const response = await visitor.post('/api/voice/test', { text: 'Rest well tonight. Your cells renew while you sleep.', guardianType: 'regenera' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    const audio = Buffer.from(await response.arrayBuffer());
    // Two sentences, three frames each, back to back.
    expect(audio.equals(Buffer.concat(Array.from({ length: 6 }, silentMp3Frame)))).toBe(true);
    expect(fake.speechRequests).toEqual([
      {
        voiceId: DEFAULT_ELEVENLABS_VOICE_IDS.regenera,
        outputFormat: 'mp3_44100_128',
        body: { text: 'Rest well tonight.', model_id: DEFAULT_ELEVENLABS_MODEL_ID, voice_settings: elevenLabsSettingsFor('regenera') },
      },
      expect.objectContaining({ body: expect.objectContaining({ text: 'Your cells renew while you sleep.' }) as unknown }),
    ]);
  });

  it('lets signed-out visitors hear the offline voice only', async () => {
    fake.speechRequests.length = 0;
    const response = await new TestVisitor(app).post('/api/voice/test', { text: 'Hello visitor.', guardianType: 'angio' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(fake.speechRequests).toEqual([]);
  });

  it.each(['fail', 'hang'] as const)('falls back to the offline voice when ElevenLabs %s, and says so in the log', async (mode) => {
    fake.mode = mode;
    logLines.length = 0;
    const { visitor } = await registerVisitor(app);
    const response = await visitor.post('/api/voice/test', { text: 'Stay strong today.', guardianType: 'immuno' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(logLines.some((line) => line.level === 40 && line.msg === 'ElevenLabs failed; the offline voice speaks instead')).toBe(true);
    fake.mode = 'ok';
  });

  it('streams MP3 chunks over the socket to a signed-in customer', async () => {
    fake.mode = 'ok';
    const { visitor, userId } = await registerVisitor(app);
    const client = await openVoiceSocket(app.url, { sessionToken: visitor.sessionToken });
    await client.ready(userId, 'genomica');
    client.send({ type: 'send_text', text: 'How does sleep help memory?' });
    const messages = await client.untilFinal();
    const chunks = messages.filter((message) => message.type === 'audio_chunk');
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      expect(chunk.format).toBe('mpeg');
      expect(Buffer.from(chunk.audio, 'base64').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xfb]));
    }
    await client.close();
  });
});
