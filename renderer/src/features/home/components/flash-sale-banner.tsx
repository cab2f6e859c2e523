import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useFlashSaleCountdown } from '../hooks/use-flash-sale-countdown';

export function FlashSaleBanner() {
  const timeLeft = useFlashSaleCountdown();
  return (
    <Paper p="lg" radius="md" bg="red.9" c="white" component="section" aria-labelledby="flash-sale-title">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={2} fz="xl" id="flash-sale-title">
            Flash Sale Active!
          </Title>
          <Text>
            Each day&apos;s deals last 24 hours and end at midnight UTC. Time left today:{' '}
            <Text span fw={700} ff="monospace" aria-label={timeLeft === null ? 'Time left today' : `Time left ${timeLeft}`} data-testid="flash-sale-time-left">
              {timeLeft ?? '--:--:--'}
            </Text>
          </Text>
        </Stack>
        <Button component={Link} to="/marketplace?filter=deals" color="white" variant="white" c="red.9">
          View All Deals
        </Button>
      </Group>
    </Paper>
  );
}
