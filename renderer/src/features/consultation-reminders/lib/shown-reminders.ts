// Which reminders this browser has already shown, per account, so a poll every minute announces each one once.
import type { ConsultationReminder } from '@common/contracts/consultation-reminders';
import { familyKey, STORAGE_KEY_FAMILIES } from '../../../platform/storage-keys';

/** Enough for every booking that could fall in one window many times over; older ids have long since started. */
export const SHOWN_REMINDERS_LIMIT = 50;

export function shownRemindersKey(userId: string): string {
  return familyKey(STORAGE_KEY_FAMILIES.shownReminders, userId);
}

/** A moved booking is a new start time: it gets a reminder again. */
export function reminderKey(reminder: Pick<ConsultationReminder, 'bookingId' | 'startsAt'>): string {
  return `${reminder.bookingId}@${reminder.startsAt}`;
}

/** What was stored; corrupt JSON, a wrong shape or unreadable storage count as nothing shown. */
export function readShownReminders(storage: Storage, userId: string): string[] {
  let raw: string | null;
  try {
    raw = storage.getItem(shownRemindersKey(userId));
  } catch {
    return [];
  }
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Marks reminders as shown and answers those not shown before, in the server's order. The newest
 * SHOWN_REMINDERS_LIMIT keys are kept. A storage that refuses writes (quota, privacy mode) still answers.
 */
export function claimUnshownReminders<T extends Pick<ConsultationReminder, 'bookingId' | 'startsAt'>>(
  storage: Storage,
  userId: string,
  reminders: readonly T[],
): T[] {
  const shown = readShownReminders(storage, userId);
  const seen = new Set(shown);
  const fresh = reminders.filter((reminder) => {
    const key = reminderKey(reminder);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (fresh.length === 0) return [];
  const kept = [...shown, ...fresh.map(reminderKey)].slice(-SHOWN_REMINDERS_LIMIT);
  try {
    storage.setItem(shownRemindersKey(userId), JSON.stringify(kept));
  } catch {
    // Not remembered: the reminder may show again on the next poll, which beats never showing it.
  }
  return fresh;
}
