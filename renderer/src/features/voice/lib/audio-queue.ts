// Playing the voice stream: each audio_chunk is one whole audio file, played after the one before it has ended.
import type { AudioFormat } from '@common/contracts/voice';
import { AUDIO_CONTENT_TYPES } from '@common/contracts/voice';

/** An audio_chunk's base64 as a Blob of its type. Throws on text that is not base64. */
export function audioBlobFromBase64(base64: string, format: AudioFormat): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: AUDIO_CONTENT_TYPES[format] });
}

/**
 * Starts playback. A refusal (the browser's autoplay rule) is not an error worth a message: the audio element's
 * own controls are on screen, and pressing play there works.
 */
export function playQuietly(element: Pick<HTMLMediaElement, 'play'>): void {
  try {
    void Promise.resolve(element.play()).catch(() => undefined);
  } catch {
    // An element that cannot play at all says so through its own 'error' event.
  }
}

/** The part of an audio element the queue uses, so a test can hand it a fake. */
export type QueueAudioElement = Pick<HTMLMediaElement, 'src' | 'play' | 'pause' | 'removeAttribute' | 'onended' | 'onerror'>;

/** Where blob URLs come from and go back to: the page's URL, or a test's fake. */
export type BlobUrls = Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;

/**
 * Plays blobs one after another on one audio element. The URL of the part playing is kept until the next part starts
 * (or the queue stops), so the last part can be played again from the element's controls.
 */
export class AudioQueue {
  readonly #element: QueueAudioElement;
  readonly #urls: BlobUrls;
  readonly #waiting: Blob[] = [];
  #currentUrl: string | null = null;
  #playing = false;

  constructor(element: QueueAudioElement, urls: BlobUrls = URL) {
    this.#element = element;
    this.#urls = urls;
    // 'error' too: a part that cannot be decoded must not hold back the parts after it.
    element.onended = () => this.#playNext();
    element.onerror = () => this.#playNext();
  }

  /** How many parts are still waiting for the one playing to end. */
  get waiting(): number {
    return this.#waiting.length;
  }

  get playing(): boolean {
    return this.#playing;
  }

  enqueue(audio: Blob): void {
    this.#waiting.push(audio);
    if (!this.#playing) this.#playNext();
  }

  /** Silence: the part playing stops, the waiting ones are dropped, and every URL is given back. */
  stop(): void {
    this.#waiting.length = 0;
    this.#playing = false;
    this.#element.pause();
    this.#element.removeAttribute('src');
    this.#releaseUrl();
  }

  #playNext(): void {
    const next = this.#waiting.shift();
    if (!next) {
      this.#playing = false;
      return;
    }
    this.#releaseUrl();
    this.#currentUrl = this.#urls.createObjectURL(next);
    this.#playing = true;
    this.#element.src = this.#currentUrl;
    playQuietly(this.#element);
  }

  #releaseUrl(): void {
    if (this.#currentUrl !== null) this.#urls.revokeObjectURL(this.#currentUrl);
    this.#currentUrl = null;
  }
}
