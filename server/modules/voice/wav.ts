// The one audio format the offline voice writes: RIFF/WAVE with 16-bit PCM. Reading the PCM out of a file, and
// joining the parts of an answer into one file for the HTTP voice test.

export interface WavAudio {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  pcm: Uint8Array;
}

const HEADER_BYTES = 44;

/** The format and samples of a PCM WAV file; throws on anything else. A streamed header's placeholder sizes are tolerated. */
export function readWav(bytes: Uint8Array): WavAudio {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.length < 12 || text(0) !== 'RIFF' || text(8) !== 'WAVE') throw new Error('Not a RIFF/WAVE file');
  let offset = 12;
  let format: Omit<WavAudio, 'pcm'> | undefined;
  while (offset + 8 <= bytes.length) {
    const id = text(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (view.getUint16(body, true) !== 1) throw new Error('Only PCM WAV files are supported');
      format = { channels: view.getUint16(body + 2, true), sampleRate: view.getUint32(body + 4, true), bitsPerSample: view.getUint16(body + 14, true) };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data before its format');
      // A writer that could not seek back leaves the size at its maximum: the data runs to the end of the file.
      const end = Math.min(bytes.length, body + size);
      return { ...format, pcm: bytes.subarray(body, end) };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file without a data chunk');
}

export function writeWav(audio: WavAudio): Uint8Array {
  const out = new Uint8Array(HEADER_BYTES + audio.pcm.length);
  const view = new DataView(out.buffer);
  const ascii = (offset: number, value: string) => {
    for (let index = 0; index < value.length; index += 1) out[offset + index] = value.charCodeAt(index);
  };
  const blockAlign = (audio.channels * audio.bitsPerSample) / 8;
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + audio.pcm.length, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, audio.channels, true);
  view.setUint32(24, audio.sampleRate, true);
  view.setUint32(28, audio.sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, audio.bitsPerSample, true);
  ascii(36, 'data');
  view.setUint32(40, audio.pcm.length, true);
  out.set(audio.pcm, HEADER_BYTES);
  return out;
}

/** One file of the parts in order; they must share one format (the offline voice always writes the same one). */
export function joinWav(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 0) throw new Error('No audio to join');
  const audios = parts.map(readWav);
  const [first] = audios as [WavAudio, ...WavAudio[]];
  const pcm = new Uint8Array(audios.reduce((total, audio) => total + audio.pcm.length, 0));
  let offset = 0;
  for (const audio of audios) {
    if (audio.sampleRate !== first.sampleRate || audio.channels !== first.channels || audio.bitsPerSample !== first.bitsPerSample) {
      throw new Error('WAV parts differ in format');
    }
    pcm.set(audio.pcm, offset);
    offset += audio.pcm.length;
  }
  return writeWav({ ...first, pcm });
}
