import { useSyncExternalStore } from 'react';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The flash sale runs for whole UTC days, so every visitor sees the same deadline: the next UTC midnight. */
export function flashSaleEndsAt(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
}

/** 'HH:MM:SS' left until the deadline, never negative. */
export function formatTimeLeft(msLeft: number): string {
  const totalSeconds = Math.max(0, Math.floor(msLeft / 1000));
  const parts = [Math.floor(totalSeconds / 3600), Math.floor((totalSeconds % 3600) / 60), totalSeconds % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}

function everySecond(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, 1000);
  return () => window.clearInterval(timer);
}

/** The clock to the second, so React reads one value per tick. */
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;

/**
 * 'HH:MM:SS' left, ticking once a second and recomputed from the clock each tick, so a sleeping tab catches up; null in
 * a page pre-rendered at build time and while React takes it over, whose clock was not the visitor's.
 */
export function useFlashSaleCountdown(): string | null {
  const now = useSyncExternalStore(everySecond, currentSecond, () => null);
  return now === null ? null : formatTimeLeft(flashSaleEndsAt(now) - now);
}
