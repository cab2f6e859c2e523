import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { CLIENT_ERROR_CODES, NETWORK_ERROR_TEXT } from '../../api/error-texts';
import { databaseAvailable, installFakeServer, json, networkDown, text } from '../../api/test-support/fake-server';
import { createTestQueryClient } from '../../testing/test-query-client';
import { speakText, voiceFailedText } from './speak-text';

afterEach(() => vi.unstubAllGlobals());

function serverAnswering(answer: () => Response) {
  return installFakeServer({ 'GET /api/db-status': databaseAvailable, 'POST /api/voice/test': answer });
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the call should have failed'),
    (error: unknown) => error,
  );
}

describe('speakText', () => {
  it('posts the text and guardian as JSON and resolves with the audio Blob', async () => {
    const fake = serverAnswering(() => new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'audio/mpeg' } }));
    const audio = await speakText(createTestQueryClient().api, { text: 'Hello', guardianType: 'biome' });
    expect(audio.type).toBe('audio/mpeg');
    expect(audio.size).toBe(3);
    const [request] = fake.requestsTo('POST /api/voice/test');
    expect(JSON.parse(String(request!.init.body))).toEqual({ text: 'Hello', guardianType: 'biome' });
    expect(new Headers(request!.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('an answer that is not audio is INVALID_RESPONSE, not a silent player', async () => {
    serverAnswering(() => text('<html>proxy page</html>', 200));
    const error = await failureOf(speakText(createTestQueryClient().api, { text: 'Hello', guardianType: 'biome' }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(CLIENT_ERROR_CODES.invalidResponse);
  });

  it("a refused text fails with the server's sentence and code", async () => {
    serverAnswering(() => json({ error: 'The text is longer than 1000 characters.', code: 'TEXT_TOO_LONG' }, 400));
    const error = await failureOf(speakText(createTestQueryClient().api, { text: 'x', guardianType: 'biome' }));
    expect(error).toMatchObject({ status: 400, code: 'TEXT_TOO_LONG', serverMessage: 'The text is longer than 1000 characters.' });
  });
});

describe('voiceFailedText', () => {
  it("says spec 8's sentence, with the server's reason first when there is one", () => {
    expect(voiceFailedText(new Error('boom'))).toBe('Could not generate voice. Check the voice provider key.');
    expect(voiceFailedText(new ApiError(503, 'high load', { code: 'VOICE_UNAVAILABLE', serverMessage: 'No voice provider can speak now' }))).toBe(
      'Could not generate voice: No voice provider can speak now. Check the voice provider key if this keeps happening.',
    );
  });

  it('names the missing network rather than the key when the server was not reached', async () => {
    installFakeServer({ 'GET /api/db-status': databaseAvailable, 'POST /api/voice/test': networkDown });
    const error = await failureOf(speakText(createTestQueryClient().api, { text: 'Hello', guardianType: 'biome' }));
    expect(voiceFailedText(error)).toContain(NETWORK_ERROR_TEXT);
  });
});
