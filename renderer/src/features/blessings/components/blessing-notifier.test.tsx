import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLESSING_TRIGGER_EVENT } from '@common/blessings';
import type { DesktopNotification } from '@common/desktop-bridge';
import { PERSONAS } from '@common/personas';
import { advanceTime } from '../../../testing/advance-time';
import { installMatchMedia } from '../../../testing/match-media';
import { BUILD_FIRST_BLESSING_DELAY_MS, BlessingNotifier } from './blessing-notifier';

const show = vi.hoisted(() => vi.fn(async (_notification: DesktopNotification) => ({ shown: true, reason: 'shown' as const })));
vi.mock('../../../platform/current-platform', () => ({ platform: { kind: 'web', notifications: { show } } }));

function renderNotifier(firstDelayMs = 30_000) {
  installMatchMedia();
  return render(
    <MantineProvider env="test">
      <Notifications limit={1} autoClose={5000} />
      <BlessingNotifier firstDelayMs={firstDelayMs} />
    </MantineProvider>,
  );
}

function celebrate(action: string) {
  act(() => {
    window.dispatchEvent(new CustomEvent(BLESSING_TRIGGER_EVENT, { detail: { action } }));
  });
}

const personaNames = Object.values(PERSONAS).map((persona) => persona.name);

beforeEach(() => {
  vi.useFakeTimers();
  show.mockClear();
});
afterEach(() => {
  act(() => notifications.clean());
  cleanup();
  vi.useRealTimers();
});

describe('BlessingNotifier', () => {
  it('uses the spec default of 30 s when the build sets nothing', () => {
    expect(BUILD_FIRST_BLESSING_DELAY_MS).toBe(30_000);
  });

  it('shows a celebration toast for 4 s on a trigger event and hands it to the platform', async () => {
    renderNotifier();
    celebrate('purchase_complete');

    const title = screen.getByText(/^Purchase complete! .+ celebrates with you$/);
    const guardianName = personaNames.find((name) => title.textContent?.includes(name));
    expect(guardianName).toBeDefined();
    const persona = Object.values(PERSONAS).find((candidate) => candidate.name === guardianName)!;
    expect(show).toHaveBeenCalledWith({ title: title.textContent, body: expect.any(String), route: `/guardians/${persona.id}` });
    expect(persona.blessings).toContain(show.mock.calls[0]?.[0]?.body);

    await advanceTime(3900);
    expect(screen.queryByText(title.textContent!)).not.toBeNull();
    await advanceTime(1500);
    expect(screen.queryByText(title.textContent!)).toBeNull();
  });

  it('ignores unknown actions and a second celebration within 5 minutes', async () => {
    renderNotifier(24 * 60 * 60_000);
    celebrate('level_up');
    expect(show).not.toHaveBeenCalled();
    celebrate('achievement_unlock');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    celebrate('mission_complete');
    expect(show).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/^Mission complete!/)).toBeNull();
  });

  it('shows Captain Angio’s blessing at 30 s for 5 s, and nothing more after unmounting', async () => {
    const view = renderNotifier();
    await act(() => vi.advanceTimersByTimeAsync(29_999));
    expect(show).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('A blessing from Captain Angio')).toBeTruthy();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'A blessing from Captain Angio', route: '/guardians/angio' }));
    await advanceTime(4900);
    expect(screen.queryByText('A blessing from Captain Angio')).not.toBeNull();
    await advanceTime(1500);
    expect(screen.queryByText('A blessing from Captain Angio')).toBeNull();

    view.unmount();
    celebrate('assessment_complete');
    await act(() => vi.advanceTimersByTimeAsync(2 * 60 * 60_000));
    expect(show).toHaveBeenCalledTimes(1);
  });
});
