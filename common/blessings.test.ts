import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlessingClock, BlessingPopup } from './blessings';
import {
  BLESSING_ACTIONS,
  BLESSING_TIMINGS,
  BLESSING_TRIGGER_EVENT,
  BlessingScheduler,
  blessingActionOf,
  celebrationPopup,
  firstBlessingDelayMs,
} from './blessings';
import { GUARDIAN_IDS } from './guardians';
import { PERSONAS } from './personas';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

const fakeClock: BlessingClock = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function startScheduler(pick: (count: number) => number = () => 0) {
  const shown: BlessingPopup[] = [];
  const scheduler = new BlessingScheduler({ clock: fakeClock, show: (popup) => shown.push(popup), pick });
  scheduler.start();
  return { scheduler, shown };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('blessing trigger event', () => {
  it('is named as spec 4 says and accepts exactly its four actions', () => {
    expect(BLESSING_TRIGGER_EVENT).toBe('guardian-blessing-trigger');
    expect(BLESSING_ACTIONS).toEqual(['achievement_unlock', 'assessment_complete', 'purchase_complete', 'mission_complete']);
    for (const action of BLESSING_ACTIONS) expect(blessingActionOf({ action })).toBe(action);
    for (const detail of [null, undefined, 'purchase_complete', {}, { action: 'level_up' }, { action: 42 }]) {
      expect(blessingActionOf(detail)).toBeNull();
    }
  });
});

describe('BlessingScheduler', () => {
  it('shows the first blessing at 30 s, then one every 60 minutes with the guardians in catalog order', async () => {
    const { shown } = startScheduler();

    await vi.advanceTimersByTimeAsync(30 * SECOND - 1);
    expect(shown).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ kind: 'blessing', guardianId: 'angio', title: 'A blessing from Captain Angio', route: '/guardians/angio' });
    expect(PERSONAS.angio.blessings).toContain(shown[0]?.message);

    await vi.advanceTimersByTimeAsync(60 * MINUTE - 1);
    expect(shown).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(5 * 60 * MINUTE);
    expect(shown.map((popup) => popup.guardianId)).toEqual(['angio', 'regenera', 'biome', 'genomica', 'immuno', 'angio', 'regenera']);
  });

  it('gives a blessing toast 5 s and a celebration toast 4 s, in the guardian colour', async () => {
    const { scheduler, shown } = startScheduler();
    const celebration = scheduler.trigger('mission_complete');
    expect(celebration).toMatchObject({ kind: 'celebration', durationMs: 4000, color: PERSONAS.angio.hexColor });
    expect(celebration?.title).toBe('Mission complete! Captain Angio celebrates with you');
    await vi.advanceTimersByTimeAsync(BLESSING_TIMINGS.firstDelayMs);
    expect(shown.at(-1)).toMatchObject({ kind: 'blessing', durationMs: 5000, color: PERSONAS.angio.hexColor });
  });

  it('celebrates with a random guardian when no pop-up came before', () => {
    const { scheduler, shown } = startScheduler((count) => count - 1);
    expect(scheduler.trigger('purchase_complete')?.guardianId).toBe('immuno');
    expect(shown).toHaveLength(1);
  });

  it('celebrates only when more than 5 minutes passed since the last pop-up of any kind', async () => {
    const { scheduler, shown } = startScheduler();
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(shown).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(scheduler.trigger('achievement_unlock')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(scheduler.trigger('achievement_unlock')?.kind).toBe('celebration');
    expect(shown).toHaveLength(2);

    // The celebration itself starts a new gap.
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    expect(scheduler.trigger('assessment_complete')).toBeNull();
    expect(shown).toHaveLength(2);
  });

  it('ignores unknown actions without using up the gap', () => {
    const { scheduler, shown } = startScheduler();
    expect(scheduler.trigger('level_up')).toBeNull();
    expect(scheduler.trigger(undefined)).toBeNull();
    expect(shown).toHaveLength(0);
    expect(scheduler.trigger('assessment_complete')).not.toBeNull();
  });

  it('stops showing blessings once stopped, and starting twice schedules once', async () => {
    const { scheduler, shown } = startScheduler();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(shown).toHaveLength(1);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(3 * 60 * MINUTE);
    expect(shown).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('celebrationPopup', () => {
  it('names every action and leads to the guardian page', () => {
    for (const id of GUARDIAN_IDS) {
      const popup = celebrationPopup('assessment_complete', id, () => 0);
      expect(popup.title).toBe(`Assessment complete! ${PERSONAS[id].name} celebrates with you`);
      expect(popup.message).toBe(PERSONAS[id].blessings[0]);
      expect(popup.route).toBe(`/guardians/${id}`);
    }
  });
});

describe('firstBlessingDelayMs', () => {
  it('is 30 s unless the build sets a whole number of milliseconds', () => {
    expect(firstBlessingDelayMs({})).toBe(30_000);
    expect(firstBlessingDelayMs({ VITE_BLESSING_FIRST_DELAY_MS: '' })).toBe(30_000);
    expect(firstBlessingDelayMs({ VITE_BLESSING_FIRST_DELAY_MS: 'soon' })).toBe(30_000);
    expect(firstBlessingDelayMs({ VITE_BLESSING_FIRST_DELAY_MS: '-5' })).toBe(30_000);
    expect(firstBlessingDelayMs({ VITE_BLESSING_FIRST_DELAY_MS: '1.5' })).toBe(30_000);
    expect(firstBlessingDelayMs({ VITE_BLESSING_FIRST_DELAY_MS: '99999999999' })).toBe(30_000);
    expect(firstBlessingDelayMs({ VITE_BLESSING_FIRST_DELAY_MS: ' 86400000 ' })).toBe(86_400_000);
  });
});
