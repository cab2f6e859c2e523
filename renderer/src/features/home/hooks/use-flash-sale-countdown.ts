import { useEffect, useState } from 'react';

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

/** Ticks once a second; the time left is recomputed from the clock each tick, so a sleeping tab catches up. */
export function useFlashSaleCountdown(): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return formatTimeLeft(flashSaleEndsAt(now) - now);
}
