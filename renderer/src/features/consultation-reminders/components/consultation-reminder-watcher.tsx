import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { ConsultationReminder } from '@common/contracts/consultation-reminders';
import { platform } from '../../../platform/current-platform';
import { useSession } from '../../../identity/session-context';
import { useConsultationReminders } from '../api/get-consultation-reminders';
import { claimUnshownReminders, reminderKey } from '../lib/shown-reminders';
import { usePlatform } from '../../../platform/platform-context';
import { showReminder } from '../../../domain/reminders/show-reminder';

/** A reminder stays long enough to read and act on; hovering keeps it open. */
export const REMINDER_TOAST_MS = 60_000;

export const OPEN_REMINDER_LABEL: Record<ConsultationReminder['side'], string> = {
  customer: 'Open your consultations',
  expert: 'Open your dashboard',
};

/**
 * Announces the consultations the server says start soon, on every page of a signed-in user: once per booking
 * and start time, as an in-app toast and through the platform (a native notification where allowed).
 * Renders nothing itself.
 */
export function ConsultationReminderWatcher() {
  const { user } = useSession();
  const { storage } = usePlatform();
  const userId = user?.id ?? null;
  const reminders = useConsultationReminders(userId);
  const navigate = useNavigate();
  // Also remembered in memory, so a storage that refuses writes does not repeat a reminder every minute.
  const shownThisPage = useRef(new Set<string>());

  useEffect(() => {
    if (userId === null || !reminders.data) return;
    const due = reminders.data.reminders.filter((reminder) => !shownThisPage.current.has(reminderKey(reminder)));
    for (const reminder of claimUnshownReminders(storage.local, userId, due)) {
      shownThisPage.current.add(reminderKey(reminder));
      showReminder(
        {
          id: `consultation-reminder-${reminderKey(reminder)}`,
          title: reminder.title,
          body: reminder.body,
          route: reminder.route,
          openLabel: OPEN_REMINDER_LABEL[reminder.side],
          autoClose: REMINDER_TOAST_MS,
        },
        (route) => void navigate(route),
        platform.notifications,
      );
    }
  }, [reminders.data, userId, navigate, storage]);

  return null;
}
