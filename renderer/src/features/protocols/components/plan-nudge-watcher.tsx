import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { platform } from '../../../platform/current-platform';
import { useSession } from '../../../identity/session-context';
import { usePlanNudges } from '../api/get-plan-nudges';
import { showReminder } from '../../../domain/reminders/show-reminder';

/** A nudge stays long enough to read and act on; hovering keeps it open. */
export const PLAN_NUDGE_TOAST_MS = 60_000;

/**
 * Shows the plan nudges the server hands out (day 3: the plan is waiting; day 7: "How is your plan going?") on any
 * page of a signed-in user, as a toast and through the platform. The server delivers each once. Renders nothing itself.
 */
export function PlanNudgeWatcher() {
  const { user } = useSession();
  const nudges = usePlanNudges(user?.id ?? null);
  const navigate = useNavigate();

  useEffect(() => {
    for (const nudge of nudges.data?.nudges ?? []) {
      showReminder(
        {
          id: `plan-nudge-${nudge.planId}-${nudge.kind}`,
          title: nudge.title,
          body: nudge.body,
          route: nudge.route,
          openLabel: 'Open your plans',
          autoClose: PLAN_NUDGE_TOAST_MS,
        },
        (route) => void navigate(route),
        platform.notifications,
      );
    }
  }, [nudges.data, navigate]);

  return null;
}
