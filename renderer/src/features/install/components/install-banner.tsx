import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isInstalledApp } from '../../../platform/installed-app';
import { createInstallPrompt } from '../lib/install-prompt';
import { usePlatform } from '../../../platform/platform-context';

type InstallPrompt = ReturnType<typeof createInstallPrompt>;

/** Spec 2 and 4: offers to install the app once the browser allows it. */
export function InstallBanner() {
  const [visible, setVisible] = useState(false);
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  const { storage } = usePlatform();

  useEffect(() => {
    const controller = createInstallPrompt({
      events: window,
      storage: storage.local,
      isInstalledApp,
      onVisibilityChange: setVisible,
    });
    setPrompt(controller);
    return () => controller.dispose();
  }, [storage]);

  if (!visible || !prompt) return null;
  return (
    <Paper
      role="region"
      aria-label="Install Guardians"
      withBorder
      shadow="lg"
      p="md"
      radius="md"
      pos="fixed"
      bottom={16}
      left={16}
      maw={420}
      style={{ zIndex: 190, right: 16 }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text fw={700}>Install Guardians</Text>
          <Text size="sm" c="dimmed">
            Get the full Guardian experience with offline access, push notifications, and faster loading.
          </Text>
        </Stack>
        <CloseButton aria-label="Close install banner" onClick={() => prompt.dismiss()} />
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button variant="subtle" onClick={() => prompt.dismiss()}>
          Not now
        </Button>
        <Button onClick={() => void prompt.install()}>Install</Button>
      </Group>
    </Paper>
  );
}
