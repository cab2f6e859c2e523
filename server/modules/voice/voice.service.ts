// The voice tool's rules: which provider speaks for whom, text and guardian checks, the character budgets, speaking a
// text part by part (the stream) or as one file (the HTTP test), and the fallback from ElevenLabs to the offline voice.
import { MAX_VOICE_TEXT_LENGTH, spokenParts } from '@common/voice';
import { AUDIO_CONTENT_TYPES } from '@common/contracts/voice';
import type { VoiceValidation } from '@common/contracts/voice';
import { isGuardianId } from '@common/guardians';
import type { GuardianId } from '@common/guardians';
import type { AccountUser } from '@common/contracts/accounts';
import type { Logger } from 'pino';
import { AppError } from '../../http/app-error';
import { VoiceProviderError } from './voice-provider';
import type { SpokenAudio, VoiceProvider } from './voice-provider';
import { joinWav } from './wav';
import type { VoiceLimits } from '../../config';

/** Who asks: a signed-in account, or a visitor known by address. ElevenLabs speaks only for signed-in accounts. */
export type VoiceAsker = { kind: 'user'; userId: string } | { kind: 'guest'; address: string };

/**
 * A demo account is a visitor too: anyone can open one in a click, so counting it as a customer would let visitors
 * spend the customers' voice again.
 */
export function voiceAskerOf(user: Pick<AccountUser, 'id' | 'isDemo'> | null, address: string): VoiceAsker {
  return user && !user.isDemo ? { kind: 'user', userId: user.id } : { kind: 'guest', address };
}

export interface VoiceServiceDependencies {
  /** ElevenLabs when configured, else the offline voice. */
  primary: VoiceProvider;
  /** The offline voice: the fallback behind ElevenLabs, and what signed-out visitors hear. Same object as primary when it is primary. */
  offline: VoiceProvider;
  limits: VoiceLimits;
  logger: Logger;
  now?: () => Date;
}

export interface SpokenPart extends SpokenAudio {
  seq: number;
  final: boolean;
}

/** Most guests' addresses remembered per day; beyond it the oldest are forgotten (and may speak again). */
const MAX_GUEST_ADDRESSES = 50_000;

export function checkVoiceText(raw: string): string {
  const text = raw.trim();
  if (text === '') throw new AppError(400, 'EMPTY_TEXT', 'Type something for the guardian to say.');
  if (text.length > MAX_VOICE_TEXT_LENGTH) {
    throw new AppError(400, 'TEXT_TOO_LONG', `Keep the text to ${MAX_VOICE_TEXT_LENGTH} characters; split a long text into shorter ones.`, {
      max: MAX_VOICE_TEXT_LENGTH,
    });
  }
  return text;
}

export function checkVoiceGuardian(guardianType: string): GuardianId {
  if (!isGuardianId(guardianType)) {
    throw new AppError(400, 'UNKNOWN_GUARDIAN', `There is no guardian "${guardianType}"; choose angio, regenera, biome, genomica or immuno.`);
  }
  return guardianType;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export class VoiceService {
  readonly #deps: VoiceServiceDependencies;
  readonly #now: () => Date;
  #day = '';
  #spokenToday = 0;
  #visitorsSpokenToday = 0;
  readonly #guestsToday = new Map<string, number>();

  constructor(deps: VoiceServiceDependencies) {
    this.#deps = deps;
    this.#now = deps.now ?? (() => new Date());
  }

  get providerName(): VoiceProvider['name'] {
    return this.#deps.primary.name;
  }

  #rollDay(): void {
    const day = this.#now().toISOString().slice(0, 10);
    if (day !== this.#day) {
      this.#day = day;
      this.#spokenToday = 0;
      this.#visitorsSpokenToday = 0;
      this.#guestsToday.clear();
    }
  }

  /** Spec 3's check, with the provider and, when it cannot speak, why. */
  async validate(): Promise<VoiceValidation> {
    const { primary, limits } = this.#deps;
    const check = await primary.check();
    this.#rollDay();
    const usage = check.usage ?? { character_count: this.#spokenToday, character_limit: limits.dailyCharacterLimit };
    return { valid: check.valid, provider: primary.name, usage, reason: check.reason };
  }

  /**
   * Takes `characters` from the budgets before speaking: the offline voice's daily limit, and for a visitor the
   * visitors' share of it and the address's own allowance. 429 VOICE_LIMIT_REACHED when any would be passed; nothing
   * is taken then.
   */
  #reserve(characters: number, asker: VoiceAsker, provider: VoiceProvider): () => void {
    this.#rollDay();
    const { limits } = this.#deps;
    const offline = provider.name === 'offline';
    if (offline && this.#spokenToday + characters > limits.dailyCharacterLimit) {
      throw new AppError(429, 'VOICE_LIMIT_REACHED', 'The voice has spoken its characters for today; try again tomorrow (UTC).', {
        limit: limits.dailyCharacterLimit,
      });
    }
    if (asker.kind === 'guest') {
      if (this.#visitorsSpokenToday + characters > limits.visitorDailyCharacterLimit) {
        throw new AppError(429, 'VOICE_LIMIT_REACHED', 'The voices for visitors are used up for today; sign in to listen to more.', {
          limit: limits.visitorDailyCharacterLimit,
        });
      }
      const used = this.#guestsToday.get(asker.address) ?? 0;
      if (used + characters > limits.guestCharactersPerDay) {
        throw new AppError(429, 'VOICE_LIMIT_REACHED', 'Voices for visitors are limited per day; sign in to listen to more.', {
          limit: limits.guestCharactersPerDay,
        });
      }
      if (!this.#guestsToday.has(asker.address) && this.#guestsToday.size >= MAX_GUEST_ADDRESSES) {
        const oldest = this.#guestsToday.keys().next().value;
        if (oldest !== undefined) this.#guestsToday.delete(oldest);
      }
      this.#guestsToday.set(asker.address, used + characters);
      this.#visitorsSpokenToday += characters;
    }
    if (offline) this.#spokenToday += characters;
    const day = this.#day;
    // Speech that failed is not counted.
    return () => {
      if (day !== this.#day) return;
      if (offline) this.#spokenToday -= characters;
      if (asker.kind === 'guest') {
        this.#guestsToday.set(asker.address, Math.max(0, (this.#guestsToday.get(asker.address) ?? 0) - characters));
        this.#visitorsSpokenToday -= characters;
      }
    };
  }

  /** ElevenLabs speaks for signed-in accounts; visitors hear the offline voice. */
  #providerFor(asker: VoiceAsker): VoiceProvider {
    return asker.kind === 'user' ? this.#deps.primary : this.#deps.offline;
  }

  /** Speaks the text part by part (common/voice.ts spokenParts), in order, the last marked final. */
  async *speak(text: string, guardianId: GuardianId, asker: VoiceAsker): AsyncGenerator<SpokenPart> {
    const parts = spokenParts(text);
    let provider = this.#providerFor(asker);
    const refund = this.#reserve(text.length, asker, provider);
    let partsSpoken = 0;
    try {
      for (const [seq, part] of parts.entries()) {
        let spoken: SpokenAudio;
        try {
          spoken = await provider.speak(part, guardianId);
        } catch (error) {
          provider = await this.#fallbackAfter(provider, error);
          spoken = await this.#speakOrUnavailable(provider, part, guardianId);
        }
        partsSpoken += 1;
        yield { ...spoken, seq, final: seq === parts.length - 1 };
        // The offline voice runs on this thread: let other requests in between sentences.
        if (provider.name === 'offline') await yieldToEventLoop();
      }
    } catch (error) {
      if (partsSpoken === 0) refund();
      throw error;
    }
  }

  /** The whole text as one file: the parts joined (WAV) or back to back (MP3 frames concatenate). */
  async speakWhole(text: string, guardianId: GuardianId, asker: VoiceAsker): Promise<{ audio: Uint8Array; contentType: string }> {
    const parts: SpokenPart[] = [];
    for await (const part of this.speak(text, guardianId, asker)) parts.push(part);
    // A fallback part way through mixes MP3 and WAV: say it all again in the voice that finished.
    const lastFormat = parts.at(-1)?.format ?? 'wav';
    if (parts.some((part) => part.format !== lastFormat)) {
      const offlineParts: Uint8Array[] = [];
      for (const part of spokenParts(text)) offlineParts.push((await this.#speakOrUnavailable(this.#deps.offline, part, guardianId)).audio);
      return { audio: joinWav(offlineParts), contentType: AUDIO_CONTENT_TYPES.wav };
    }
    const audio = lastFormat === 'wav' ? joinWav(parts.map((part) => part.audio)) : Buffer.concat(parts.map((part) => part.audio));
    return { audio, contentType: AUDIO_CONTENT_TYPES[lastFormat] };
  }

  async #fallbackAfter(failed: VoiceProvider, error: unknown): Promise<VoiceProvider> {
    const { offline, logger } = this.#deps;
    if (failed === offline) throw unavailable(error);
    const offlineCheck = await offline.check();
    if (!offlineCheck.valid) {
      logger.error({ err: error, offline: offlineCheck.reason }, 'ElevenLabs failed and the offline voice is not available');
      throw unavailable(error);
    }
    logger.warn({ err: error }, 'ElevenLabs failed; the offline voice speaks instead');
    return offline;
  }

  async #speakOrUnavailable(provider: VoiceProvider, text: string, guardianId: GuardianId): Promise<SpokenAudio> {
    try {
      return await provider.speak(text, guardianId);
    } catch (error) {
      throw unavailable(error);
    }
  }
}

function unavailable(error: unknown): AppError {
  const reason = error instanceof VoiceProviderError ? error.message : 'The voice failed while speaking.';
  return new AppError(503, 'VOICE_UNAVAILABLE', `${reason} Try again later.`);
}
