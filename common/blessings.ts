// The blessing notifier of spec 4 and its timings of spec 9: scheduled blessings from the guardians in turn, and a
// celebration when the page reports an achievement. Timers and clock are injected, so the rules test with fake time.
import { z } from 'zod';
import type { GuardianId } from './guardians';
import { GUARDIANS } from './guardians';
import { PERSONAS, blessingFor } from './personas';

/** The browser event that asks for a celebration: `new CustomEvent(BLESSING_TRIGGER_EVENT, { detail: { action } })`. */
export const BLESSING_TRIGGER_EVENT = 'guardian-blessing-trigger';

export const BLESSING_ACTIONS = ['achievement_unlock', 'assessment_complete', 'purchase_complete', 'mission_complete'] as const;
export const BlessingAction = z.enum(BLESSING_ACTIONS);
export type BlessingAction = z.infer<typeof BlessingAction>;

export const BlessingTriggerDetail = z.object({ action: BlessingAction });
export type BlessingTriggerDetail = z.infer<typeof BlessingTriggerDetail>;

/** The action an event's detail names, or null for anything else (the event is public: any script may send it). */
export function blessingActionOf(detail: unknown): BlessingAction | null {
  const parsed = BlessingTriggerDetail.safeParse(detail);
  return parsed.success ? parsed.data.action : null;
}

/** Spec 9: first at 30 s, default interval 60 min, toast 5 s; celebration toast 4 s, minimum gap 5 min. */
export const BLESSING_TIMINGS = {
  firstDelayMs: 30_000,
  intervalMs: 60 * 60_000,
  blessingToastMs: 5_000,
  celebrationToastMs: 4_000,
  celebrationGapMs: 5 * 60_000,
} as const;

const CELEBRATION_HEADLINES: Readonly<Record<BlessingAction, string>> = {
  achievement_unlock: 'Achievement unlocked!',
  assessment_complete: 'Assessment complete!',
  purchase_complete: 'Purchase complete!',
  mission_complete: 'Mission complete!',
};

export interface BlessingPopup {
  kind: 'blessing' | 'celebration';
  guardianId: GuardianId;
  title: string;
  message: string;
  /** Hex colour of the guardian, for the toast's accent. */
  color: string;
  /** How long the toast stays. */
  durationMs: number;
  /** The guardian's page: where a click on a native notification leads. */
  route: `/guardians/${GuardianId}`;
}

type Pick = (count: number) => number;
const randomIndex: Pick = (count) => Math.floor(Math.random() * count);

export function blessingPopup(guardianId: GuardianId, pick: Pick = randomIndex): BlessingPopup {
  const persona = PERSONAS[guardianId];
  return {
    kind: 'blessing',
    guardianId,
    title: `A blessing from ${persona.name}`,
    message: blessingFor(guardianId, pick),
    color: persona.hexColor,
    durationMs: BLESSING_TIMINGS.blessingToastMs,
    route: `/guardians/${guardianId}`,
  };
}

export function celebrationPopup(action: BlessingAction, guardianId: GuardianId, pick: Pick = randomIndex): BlessingPopup {
  const persona = PERSONAS[guardianId];
  return {
    kind: 'celebration',
    guardianId,
    title: `${CELEBRATION_HEADLINES[action]} ${persona.name} celebrates with you`,
    message: blessingFor(guardianId, pick),
    color: persona.hexColor,
    durationMs: BLESSING_TIMINGS.celebrationToastMs,
    route: `/guardians/${guardianId}`,
  };
}

export type TimerHandle = unknown;

/** Browsers run a longer setTimeout at once: the delay is a signed 32-bit number. */
const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** What the scheduler needs of time: the host's timers and clock (window's in the browser, fakes in tests). */
export interface BlessingClock {
  now(): number;
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export interface BlessingSchedulerOptions {
  clock: BlessingClock;
  show: (popup: BlessingPopup) => void;
  firstDelayMs?: number;
  intervalMs?: number;
  /** Picks an index below count: the celebrating guardian and the blessing text. Random unless a test fixes it. */
  pick?: Pick;
}

export class BlessingScheduler {
  readonly #clock: BlessingClock;
  readonly #show: (popup: BlessingPopup) => void;
  readonly #firstDelayMs: number;
  readonly #intervalMs: number;
  readonly #pick: Pick;
  #timer: TimerHandle | null = null;
  #nextGuardian = 0;
  #lastPopupAt: number | null = null;

  constructor(options: BlessingSchedulerOptions) {
    this.#clock = options.clock;
    this.#show = options.show;
    this.#firstDelayMs = options.firstDelayMs ?? BLESSING_TIMINGS.firstDelayMs;
    this.#intervalMs = options.intervalMs ?? BLESSING_TIMINGS.intervalMs;
    this.#pick = options.pick ?? randomIndex;
  }

  /** Starts the schedule; calling it again while running changes nothing. */
  start(): void {
    if (this.#timer !== null) return;
    this.#schedule(this.#firstDelayMs);
  }

  stop(): void {
    if (this.#timer !== null) this.#clock.clearTimeout(this.#timer);
    this.#timer = null;
  }

  /** A celebration from a random guardian, only if more than the minimum gap passed since the last pop-up of any kind. */
  trigger(action: unknown): BlessingPopup | null {
    const parsed = BlessingAction.safeParse(action);
    if (!parsed.success) return null;
    const now = this.#clock.now();
    if (this.#lastPopupAt !== null && now - this.#lastPopupAt <= BLESSING_TIMINGS.celebrationGapMs) return null;
    const guardian = GUARDIANS[this.#pick(GUARDIANS.length)] ?? GUARDIANS[0]!;
    return this.#emit(celebrationPopup(parsed.data, guardian.id, this.#pick));
  }

  #schedule(delayMs: number): void {
    this.#timer = this.#clock.setTimeout(() => {
      const guardian = GUARDIANS[this.#nextGuardian % GUARDIANS.length]!;
      this.#nextGuardian += 1;
      this.#emit(blessingPopup(guardian.id, this.#pick));
      this.#schedule(this.#intervalMs);
    }, delayMs);
  }

  #emit(popup: BlessingPopup): BlessingPopup {
    this.#lastPopupAt = this.#clock.now();
    this.#show(popup);
    return popup;
  }
}

/**
 * The first delay of a web build: spec 9's 30 s unless the build sets VITE_BLESSING_FIRST_DELAY_MS (the browser test
 * build moves it out of the way of the other tests' toasts). Anything that is not a whole number of ms is ignored.
 */
export function firstBlessingDelayMs(env: Record<string, unknown>): number {
  const raw = env.VITE_BLESSING_FIRST_DELAY_MS;
  if (typeof raw !== 'string' || !/^\s*\d+\s*$/.test(raw)) return BLESSING_TIMINGS.firstDelayMs;
  const parsed = z.coerce.number().int().max(MAX_TIMER_DELAY_MS).safeParse(raw);
  return parsed.success ? parsed.data : BLESSING_TIMINGS.firstDelayMs;
}
