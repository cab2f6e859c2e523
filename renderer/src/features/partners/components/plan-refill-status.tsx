// One client's plan refills in the practitioner's Clients tab (issue 44): a badge and a line a practitioner can act on,
// or why there is nothing to say (the client does not share their orders, or has no plan from you).
import { Alert, Badge, Stack, Text } from '@mantine/core';
import type { CareClient } from '@common/contracts/care';
import type { PlanRefill } from '@common/contracts/protocols';
import type { PlanRefillStatus as RefillStatus } from '@common/plan-refills';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const day = (iso: string | null) => (iso ? dayFormat.format(new Date(iso)) : '');

const BADGES: Readonly<Record<RefillStatus, { label: string; color: string }>> = {
  subscribed: { label: 'Subscribed', color: 'teal' },
  supplied: { label: 'Ordered', color: 'blue' },
  paused: { label: 'Paused', color: 'yellow' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  lapsed: { label: 'Refills lapsed', color: 'red' },
  not_ordered: { label: 'Not ordered yet', color: 'gray' },
};

/** What the badge cannot say: the day that matters for this status. */
export function refillDetail(refill: PlanRefill): string {
  switch (refill.status) {
    case 'subscribed':
      return `Every ${refill.cadenceDays ?? '?'} days · next order ${day(refill.nextDeliveryAt)}`;
    case 'supplied':
      return `Ordered ${day(refill.lastOrderAt)} · lasts until ${day(refill.suppliedUntil)}`;
    case 'paused':
    case 'cancelled':
      return refill.suppliedUntil ? `Supply lasts until ${day(refill.suppliedUntil)}` : 'Nothing ordered since';
    case 'lapsed':
      return `Ran out ${day(refill.suppliedUntil)} · no order since`;
    case 'not_ordered':
      return `Sent ${day(refill.planSentAt)}`;
  }
}

export function PlanRefillCell({ client, refill, loading }: { client: CareClient; refill: PlanRefill | undefined; loading: boolean }) {
  if (!client.scopes.includes('orders')) {
    return (
      <Text size="xs" c="dimmed">
        Orders not shared
      </Text>
    );
  }
  if (loading) {
    return (
      <Text size="xs" c="dimmed">
        Checking…
      </Text>
    );
  }
  if (!refill) {
    return (
      <Text size="xs" c="dimmed">
        No plan from you
      </Text>
    );
  }
  const badge = BADGES[refill.status];
  return (
    <Stack gap={2} align="flex-start">
      <Badge size="sm" color={badge.color} variant={refill.status === 'lapsed' ? 'filled' : 'light'}>
        {badge.label}
      </Badge>
      <Text size="xs" c="dimmed">
        {refill.planTitle} · {refillDetail(refill)}
      </Text>
    </Stack>
  );
}

/** In an opened client's record: a lapsed refill said in a sentence, with what to do about it. */
export function LapsedRefillNotice({ refill }: { refill: PlanRefill }) {
  if (refill.status !== 'lapsed') return null;
  return (
    <Alert color="red" title="Plan refills lapsed">
      The supply of “{refill.planTitle}” ran out on {day(refill.suppliedUntil)}, and nothing of it has been ordered since. Ask how it is going, or send an
      updated plan below.
    </Alert>
  );
}
