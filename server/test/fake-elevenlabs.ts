// A local stand-in for the ElevenLabs API, on 127.0.0.1, speaking the two calls the voice provider makes:
// GET /v1/user/subscription and POST /v1/text-to-speech/{voice_id}/stream (MP3 sent in several chunks). It checks the
// xi-api-key header like the real service, records what it was asked, and can be told to fail or to hang.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One silent MPEG-1 Layer III frame (128 kbit/s, 44.1 kHz): the 4-byte header and 413 bytes of zeros. */
export function silentMp3Frame(): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return frame;
}

export interface SpeechRequest {
  voiceId: string;
  outputFormat: string | null;
  body: { text: string; model_id: string; voice_settings: Record<string, number> };
}

export interface FakeElevenLabs {
  url: string;
  subscriptionCalls: number;
  speechRequests: SpeechRequest[];
  /** 'ok' answers; 'fail' answers 500 to speech; 'hang' never answers speech. */
  mode: 'ok' | 'fail' | 'hang';
  close(): Promise<void>;
}

export async function startFakeElevenLabs(apiKey: string, usage = { character_count: 1234, character_limit: 10_000 }): Promise<FakeElevenLabs> {
  const hanging = new Set<http.ServerResponse>();
  const fake: FakeElevenLabs = { url: '', subscriptionCalls: 0, speechRequests: [], mode: 'ok', close: async () => undefined };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.headers['xi-api-key'] !== apiKey) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: { status: 'invalid_api_key', message: 'Invalid API key' } }));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/v1/user/subscription') {
      fake.subscriptionCalls += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ tier: 'starter', status: 'active', ...usage }));
      return;
    }
    const speech = /^\/v1\/text-to-speech\/([^/]+)\/stream$/.exec(url.pathname);
    if (req.method === 'POST' && speech) {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        fake.speechRequests.push({
          voiceId: decodeURIComponent(speech[1] ?? ''),
          outputFormat: url.searchParams.get('output_format'),
          body: JSON.parse(raw) as SpeechRequest['body'],
        });
        if (fake.mode === 'fail') return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"detail":"boom"}');
        if (fake.mode === 'hang') return void hanging.add(res);
        // Streamed as the real service does: chunked, a few frames at a time.
        res.writeHead(200, { 'content-type': 'audio/mpeg', 'transfer-encoding': 'chunked' });
        res.write(Buffer.concat([silentMp3Frame(), silentMp3Frame()]));
        setTimeout(() => res.end(silentMp3Frame()), 5);
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
