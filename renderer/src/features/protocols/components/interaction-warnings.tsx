// A plan's interaction warnings, as the practitioner sees them before sending and the client sees them on the plan:
// each product with the medicine from the client's own list and why it may matter.
import { Alert, Stack, Text } from '@mantine/core';
import type { InteractionWarning } from '@common/contracts/protocols';

const READERS = {
  practitioner: { title: 'Check before sending', list: 'in their medicines list', role: 'alert' },
  client: { title: 'Check with your doctor or pharmacist first', list: 'from your medicines list', role: 'note' },
} as const;

export function InteractionWarnings({ warnings, reader }: { warnings: readonly InteractionWarning[]; reader: keyof typeof READERS }) {
  if (warnings.length === 0) return null;
  const words = READERS[reader];
  return (
    <Alert color="yellow" title={words.title} role={words.role}>
      <Stack gap={4}>
        {warnings.map((warning) => (
          <Text size="sm" key={`${warning.productId}-${warning.medicine}`}>
            <strong>{warning.productName}</strong> and {warning.medicine} ({words.list}): {warning.text}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
