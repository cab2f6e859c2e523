import { describe, expect, it, vi } from 'vitest';
import type { QueueAudioElement } from './audio-queue';
import { AudioQueue, audioBlobFromBase64, playQuietly } from './audio-queue';

function bytesOf(blob: Blob): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('audioBlobFromBase64', () => {
  it('decodes the base64 of an audio_chunk to its bytes, typed audio/wav or audio/mpeg', async () => {
    const wav = audioBlobFromBase64(btoa('RIFF\u0000\u00ff'), 'wav');
    expect(wav.type).toBe('audio/wav');
    expect(await bytesOf(wav)).toEqual([82, 73, 70, 70, 0, 255]);
    const mpeg = audioBlobFromBase64('SUQz', 'mpeg');
    expect(mpeg.type).toBe('audio/mpeg');
    expect(await bytesOf(mpeg)).toEqual([73, 68, 51]);
  });

  it('throws on text that is not base64', () => {
    expect(() => audioBlobFromBase64('not base64!', 'wav')).toThrow();
  });
});

describe('playQuietly', () => {
  it('swallows the autoplay refusal, whether play() rejects or throws', async () => {
    const rejecting = { play: vi.fn(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'))) };
    playQuietly(rejecting);
    playQuietly({
      play: () => {
        throw new Error('cannot play');
      },
    });
    await Promise.resolve();
    expect(rejecting.play).toHaveBeenCalledOnce();
  });
});

function fakeElement() {
  const element = {
    src: '',
    play: vi.fn(async () => undefined),
    pause: vi.fn(),
    removeAttribute: vi.fn((name: string) => {
      if (name === 'src') element.src = '';
    }),
    onended: null as QueueAudioElement['onended'],
    onerror: null as QueueAudioElement['onerror'],
  };
  return element;
}

function fakeUrls() {
  let made = 0;
  const live = new Set<string>();
  return {
    live,
    createObjectURL: vi.fn((_blob: Blob) => {
      made += 1;
      const url = `blob:test/${made}`;
      live.add(url);
      return url;
    }),
    revokeObjectURL: vi.fn((url: string) => live.delete(url)),
  };
}

const end = (element: ReturnType<typeof fakeElement>) => element.onended?.call(element as unknown as GlobalEventHandlers, new Event('ended'));

describe('AudioQueue', () => {
  it('plays the first part at once and each next one when the one before has ended', () => {
    const element = fakeElement();
    const urls = fakeUrls();
    const queue = new AudioQueue(element as unknown as QueueAudioElement, urls);
    queue.enqueue(new Blob(['a']));
    queue.enqueue(new Blob(['b']));
    queue.enqueue(new Blob(['c']));
    expect(element.src).toBe('blob:test/1');
    expect(element.play).toHaveBeenCalledTimes(1);
    expect(queue.waiting).toBe(2);

    end(element);
    expect(element.src).toBe('blob:test/2');
    end(element);
    expect(element.src).toBe('blob:test/3');
    expect(element.play).toHaveBeenCalledTimes(3);
    // Each finished part's URL is given back once the next one starts; the last stays playable.
    expect([...urls.live]).toEqual(['blob:test/3']);

    end(element);
    expect(queue.playing).toBe(false);
    queue.enqueue(new Blob(['d']));
    expect(element.src).toBe('blob:test/4');
  });

  it('skips a part the element cannot play', () => {
    const element = fakeElement();
    const queue = new AudioQueue(element as unknown as QueueAudioElement, fakeUrls());
    queue.enqueue(new Blob(['broken']));
    queue.enqueue(new Blob(['fine']));
    element.onerror?.call(element as unknown as GlobalEventHandlers, new Event('error'));
    expect(element.src).toBe('blob:test/2');
  });

  it('stop() silences the element, drops the waiting parts and gives every URL back', () => {
    const element = fakeElement();
    const urls = fakeUrls();
    const queue = new AudioQueue(element as unknown as QueueAudioElement, urls);
    queue.enqueue(new Blob(['a']));
    queue.enqueue(new Blob(['b']));
    queue.stop();
    expect(element.pause).toHaveBeenCalled();
    expect(element.src).toBe('');
    expect(queue.waiting).toBe(0);
    expect(urls.live.size).toBe(0);
    end(element);
    expect(element.play).toHaveBeenCalledTimes(1);
  });
});
