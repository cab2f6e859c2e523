import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { platform } from '../../../platform/current-platform';
import { useSession } from '../../../identity/session-context';
import { usePlanNudges } from '../api/get-plan-nudges';

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
      const toastId = `plan-nudge-${nudge.planId}-${nudge.kind}`;
      notifications.show({
        id: toastId,
        title: nudge.title,
        color: 'teal',
        autoClose: PLAN_NUDGE_TOAST_MS,
        closeButtonProps: { 'aria-label': 'Dismiss reminder' },
        message: (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{nudge.body}</Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                notifications.hide(toastId);
                void navigate(nudge.route);
              }}
            >
              Open your plans
            </Button>
          </Stack>
        ),
      });
      platform.notifications.show({ title: nudge.title, body: nudge.body, route: nudge.route }).catch(() => {
        // The toast already told the person; a desktop bridge that refuses adds nothing to act on.
      });
    }
  }, [nudges.data, navigate]);

  return null;
}
