import { describe, expect, it } from 'vitest';
import { joinWav, readWav, writeWav } from './wav';

const tone = (samples: number, value: number) => new Uint8Array(new Int16Array(samples).fill(value).buffer);

describe('WAV files', () => {
  it('writes a RIFF/WAVE header that reads back to the same format and samples', () => {
    const pcm = tone(100, 1234);
    const file = writeWav({ sampleRate: 22050, channels: 1, bitsPerSample: 16, pcm });
    expect(Buffer.from(file.subarray(0, 4)).toString('latin1')).toBe('RIFF');
    expect(Buffer.from(file.subarray(8, 12)).toString('latin1')).toBe('WAVE');
    expect(file.length).toBe(44 + 200);
    expect(readWav(file)).toEqual({ sampleRate: 22050, channels: 1, bitsPerSample: 16, pcm });
  });

  it('reads to the end of the file when a streaming writer left the data size at its maximum', () => {
    const file = writeWav({ sampleRate: 22050, channels: 1, bitsPerSample: 16, pcm: tone(10, 1) });
    new DataView(file.buffer).setUint32(40, 0xffffffff, true);
    expect(readWav(file).pcm.length).toBe(20);
  });

  it('joins parts into one file, samples in order', () => {
    const a = writeWav({ sampleRate: 22050, channels: 1, bitsPerSample: 16, pcm: tone(3, 1) });
    const b = writeWav({ sampleRate: 22050, channels: 1, bitsPerSample: 16, pcm: tone(2, 2) });
    const joined = readWav(joinWav([a, b]));
    expect(Array.from(new Int16Array(joined.pcm.slice().buffer))).toEqual([1, 1, 1, 2, 2]);
  });

  it('refuses what is not PCM WAV, and parts of different formats', () => {
    expect(() => readWav(new TextEncoder().encode('ID3 not a wav file at all'))).toThrow(/RIFF/);
    const a = writeWav({ sampleRate: 22050, channels: 1, bitsPerSample: 16, pcm: tone(1, 1) });
    const b = writeWav({ sampleRate: 44100, channels: 1, bitsPerSample: 16, pcm: tone(1, 1) });
    expect(() => joinWav([a, b])).toThrow(/differ/);
    expect(() => joinWav([])).toThrow(/No audio/);
  });
});
