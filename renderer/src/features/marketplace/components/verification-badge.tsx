import { Badge, Stack, Text } from '@mantine/core';
import type { ProductVerification } from '@common/contracts/catalog';
import { formatDisplayDateOrNA } from '@common/dates';

/** Staff checked the listing before it went on sale: the badge, and in words what was checked. */
export function VerificationBadge({ verification }: { verification: ProductVerification }) {
  return (
    <Stack gap={4}>
      <Badge color="teal" variant="light" w="fit-content" leftSection="✓">
        {verification.label}
      </Badge>
      <Text size="xs" c="dimmed">
        {verification.detail}
        {verification.verifiedAt && ` Checked on ${formatDisplayDateOrNA(verification.verifiedAt)}.`}
      </Text>
    </Stack>
  );
}
