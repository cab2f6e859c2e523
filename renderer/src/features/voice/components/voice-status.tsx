import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { VoiceValidation } from '@common/contracts/voice';
import type { VoiceSocketStatus } from '../lib/voice-socket';
import type { ProviderStatus } from '../lib/voice-test-rules';
import { PROVIDER_NAMES, usageText } from '../lib/voice-test-rules';

const PROVIDER_COLORS: Record<ProviderStatus, string> = { pending: 'gray', connected: 'teal', 'not connected': 'red' };
const SOCKET_COLORS: Record<VoiceSocketStatus, string> = { disconnected: 'gray', connecting: 'yellow', connected: 'teal' };

/** The provider check (spec 4: pending, connected or not connected) and the socket (connected or disconnected). */
export function VoiceStatus(props: { provider: ProviderStatus; validation: VoiceValidation | undefined; reason: string | null; socket: VoiceSocketStatus }) {
  const { provider, validation, reason, socket } = props;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Paper withBorder p="md" radius="md" role="group" aria-labelledby="voice-provider-label">
        <Stack gap={6}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text fw={600} id="voice-provider-label">
              Voice provider
            </Text>
            <Badge color={PROVIDER_COLORS[provider]} variant="light" data-testid="provider-status" aria-live="polite">
              {provider}
            </Badge>
          </Group>
          {validation && (
            <>
              <Text size="sm" data-testid="provider-name">
                {PROVIDER_NAMES[validation.provider]}
              </Text>
              <Text size="sm" c="dimmed" data-testid="provider-usage">
                {usageText(validation.usage)}
              </Text>
            </>
          )}
          {provider === 'not connected' && reason && (
            <Text size="sm" c="red" data-testid="provider-reason">
              {reason}
            </Text>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" role="group" aria-labelledby="voice-socket-label">
        <Stack gap={6}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text fw={600} id="voice-socket-label">
              Voice stream socket
            </Text>
            <Badge color={SOCKET_COLORS[socket]} variant="light" data-testid="socket-status" aria-live="polite">
              {socket}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Opens at the first stream and closes when you leave this page.
          </Text>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
