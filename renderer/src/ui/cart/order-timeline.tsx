// An order's progress: the steps it has reached with their dates and notes, then the steps still ahead (greyed).
import { Text, Timeline } from '@mantine/core';
import type { Order } from '@common/contracts/orders';
import { ORDER_PROGRESS, ORDER_STATUS_LABELS } from '@common/order-lifecycle';
import { deliveryWindowText } from './delivery-window';

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function OrderTimeline({ order }: { order: Order }) {
  const ended = order.status === 'cancelled' || order.status === 'refunded';
  // A cash order skips 'paid' until delivery: the steps ahead are those after the furthest one reached.
  const reached = new Set(order.timeline.map((step) => step.status));
  const furthest = Math.max(...order.timeline.map((step) => ORDER_PROGRESS.indexOf(step.status)));
  const ahead = ended
    ? []
    : ORDER_PROGRESS.slice(furthest + 1).filter((status) => !reached.has(status) && !(order.payment.method === 'cod' && status === 'paid'));
  return (
    <Timeline active={order.timeline.length - 1} bulletSize={14} lineWidth={2} role="list" aria-label="Order progress">
      {order.timeline.map((step, index) => (
        <Timeline.Item key={`${step.status}-${index}`} title={ORDER_STATUS_LABELS[step.status]} role="listitem">
          <Text size="xs" c="dimmed">
            {when.format(new Date(step.at))}
          </Text>
          {step.note && <Text size="sm">{step.note}</Text>}
        </Timeline.Item>
      ))}
      {ahead.map((status) => (
        <Timeline.Item key={status} title={ORDER_STATUS_LABELS[status]} c="dimmed" role="listitem">
          {status === 'delivered' && (
            <Text size="xs" c="dimmed">
              Expected {deliveryWindowText(order.delivery.estimatedFrom, order.delivery.estimatedTo)}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
