import { Button, Group } from '@mantine/core';
import { ErrorAlert } from '../../../ui/error-alert';

/** What staff decide about a submission waiting for them: a brand partner's product, a customer's review. */
export type Decision = 'approve' | 'reject';

export const DECISION_FAILED_TEXT = 'The decision could not be saved. Try again.';

/** Approve and Reject, with the one being saved shown busy, and why the last decision failed above them. */
export function DecisionButtons({ deciding, error, onDecide }: { deciding: Decision | null; error: string | null; onDecide: (decision: Decision) => void }) {
  return (
    <>
      <ErrorAlert error={error} />
      <Group gap="xs">
        <Button size="xs" color="teal" loading={deciding === 'approve'} onClick={() => onDecide('approve')}>
          Approve
        </Button>
        <Button size="xs" color="red" variant="light" loading={deciding === 'reject'} onClick={() => onDecide('reject')}>
          Reject
        </Button>
      </Group>
    </>
  );
}
