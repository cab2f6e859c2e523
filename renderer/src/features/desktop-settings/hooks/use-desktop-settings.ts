// The desktop app's settings through the Platform (IPC to the main process), cached like server data so each
// section shows loading, error and saved states the same way.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationSettings,
  Platform,
  PlatformDesktopSettings,
  PlatformSecrets,
  DesktopSettings,
  DesktopSettingsUpdate,
  SecretName,
  SecretsStatus,
} from '../../../platform/platform';

const KEYS = {
  info: ['desktop', 'app-info'],
  settings: ['desktop', 'settings'],
  secrets: ['desktop', 'secrets-status'],
  notifications: ['desktop', 'notification-settings'],
} as const;

export function usePlatformInfo(platform: Platform) {
  return useQuery({ queryKey: KEYS.info, queryFn: () => platform.info() });
}

export function useSavedSettings(settings: PlatformDesktopSettings) {
  return useQuery({ queryKey: KEYS.settings, queryFn: () => settings.read() });
}

export function useUpdateSettings(settings: PlatformDesktopSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: DesktopSettingsUpdate) => settings.update(change),
    onSuccess: (saved: DesktopSettings) => queryClient.setQueryData(KEYS.settings, saved),
  });
}

export function useSecretsStatus(secrets: PlatformSecrets) {
  return useQuery({ queryKey: KEYS.secrets, queryFn: () => secrets.status() });
}

/** Saving or clearing a key answers the new status only: the value never comes back. */
export function useChangeSecret(secrets: PlatformSecrets, name: SecretName) {
  const queryClient = useQueryClient();
  const remember = (status: SecretsStatus) => queryClient.setQueryData(KEYS.secrets, status);
  const save = useMutation({ mutationFn: (value: string) => secrets.set(name, value), onSuccess: remember });
  const clear = useMutation({ mutationFn: () => secrets.clear(name), onSuccess: remember });
  return { save, clear };
}

export function useNotificationSettings(settings: PlatformDesktopSettings) {
  return useQuery({ queryKey: KEYS.notifications, queryFn: () => settings.notificationSettings() });
}

export function useSetNotificationsEnabled(settings: PlatformDesktopSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => settings.setNotificationsEnabled(enabled),
    onSuccess: (answer: NotificationSettings) => queryClient.setQueryData(KEYS.notifications, answer),
  });
}
