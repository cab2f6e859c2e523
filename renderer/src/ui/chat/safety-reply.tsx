// How a triage verdict looks wherever a guardian's reply is shown (the quick chat, the voice test): an emergency,
// crisis, "see a doctor today" or one-question check is an alert with its buttons and nothing to buy; a caution
// carries its badge.
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ChatSafety } from '@common/contracts/chat';
import { safetyActionTarget } from './safety-action-target';
import classes from './safety-reply.module.css';

const URGENT_LOOK = {
  emergency: { color: 'red', title: 'Emergency: get help now' },
  // A crisis reply is read by someone in distress: a calm colour, not an alarm.
  crisis: { color: 'indigo', title: 'You do not have to face this alone' },
  urgent: { color: 'orange', title: 'See a doctor today' },
  check: { color: 'orange', title: 'One question first' },
} as const;

/**
 * An emergency, crisis, urgent or check reply: the text and its buttons, in an alert the screen reader announces. A
 * check's quick answers are sent as the user's next message when `onReply` is given (the quick chat); elsewhere the
 * question is answered in the person's own words.
 */
export function UrgentSafetyReply({
  safety,
  text,
  onOpenPath,
  onReply,
}: {
  safety: ChatSafety;
  text: string;
  onOpenPath: (path: string) => void;
  onReply?: ((text: string) => void) | undefined;
}) {
  const look = safety.level === 'caution' ? URGENT_LOOK.emergency : URGENT_LOOK[safety.level];
  return (
    <Alert role="alert" color={look.color} variant="light" title={look.title} className={classes.safetyAlert}>
      <Stack gap="sm">
        <Text size="sm" className={classes.replyText}>
          {text}
        </Text>
        {onReply && safety.quickReplies.length > 0 && (
          <Group gap={8} grow>
            {safety.quickReplies.map((reply) => (
              <Button key={reply} variant="filled" color={look.color} onClick={() => onReply(reply)}>
                {reply}
              </Button>
            ))}
          </Group>
        )}
        <SafetyActions safety={safety} color={look.color} onOpenPath={onOpenPath} />
      </Stack>
    </Alert>
  );
}

/** The mark on a caution reply: a badge named "Caution", beside the yellow edge of the bubble. */
export function CautionMarker() {
  return (
    <Badge color="yellow" variant="light" size="sm" leftSection={<span aria-hidden>⚠</span>}>
      Caution
    </Badge>
  );
}

/**
 * The triage's actions: a number to call is a real tel: link (large, full width, for a thumb on a phone), a
 * storefront screen opens in the app through the router.
 */
export function SafetyActions({ safety, color, onOpenPath }: { safety: ChatSafety; color: string; onOpenPath: (path: string) => void }) {
  const actions = safety.actions.flatMap((action) => {
    const target = safetyActionTarget(action.action);
    return target ? [{ ...action, target }] : [];
  });
  if (actions.length === 0) return null;
  const urgent = safety.level !== 'caution';
  return (
    <Stack gap={8} align={urgent ? 'stretch' : 'flex-start'}>
      {actions.map(({ id, text, target }) =>
        target.kind === 'call' ? (
          <Button
            key={id}
            component="a"
            href={target.href}
            color={color}
            fullWidth
            classNames={{ root: classes.safetyCall, label: classes.safetyCallLabel }}
            leftSection={<span aria-hidden>📞</span>}
          >
            {text}
          </Button>
        ) : (
          <Button
            key={id}
            size={urgent ? 'md' : 'xs'}
            variant="light"
            color={color}
            fullWidth={urgent}
            classNames={urgent ? { root: classes.safetyCall, label: classes.safetyCallLabel } : {}}
            onClick={() => onOpenPath(target.path)}
          >
            {text}
          </Button>
        ),
      )}
    </Stack>
  );
}
