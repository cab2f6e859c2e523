import { Badge, Stack, Text } from '@mantine/core';
import type { ProductVerification } from '@common/contracts/catalog';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Staff checked the listing before it went on sale: the badge, and in words what was checked. */
export function VerificationBadge({ verification }: { verification: ProductVerification }) {
  return (
    <Stack gap={4}>
      <Badge color="teal" variant="light" w="fit-content" leftSection="✓">
        {verification.label}
      </Badge>
      <Text size="xs" c="dimmed">
        {verification.detail}
        {verification.verifiedAt && ` Checked on ${dateFormat.format(new Date(verification.verifiedAt))}.`}
      </Text>
    </Stack>
  );
}
