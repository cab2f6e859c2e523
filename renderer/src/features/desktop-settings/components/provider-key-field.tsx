import { Alert, Badge, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { secretValueSchema } from '@common/desktop-bridge';
import type { PlatformSecrets, SecretName } from '../../../platform/platform';
import { useChangeSecret } from '../hooks/use-desktop-settings';
import { SettingsForm } from './settings-section';

/**
 * A write-only key: the field is empty after saving, and only "Set" or "Not set" is ever shown, because the
 * desktop app never hands a stored key back to the window.
 */
export function ProviderKeyField(props: { secrets: PlatformSecrets; name: SecretName; label: string; isSet: boolean }) {
  const { secrets, name, label, isSet } = props;
  const { save, clear } = useChangeSecret(secrets, name);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const statusId = useId();
  const failed = save.isError || clear.isError;

  function submit() {
    const parsed = secretValueSchema.safeParse(value);
    if (!parsed.success) {
      setFieldError('Paste the key first.');
      return;
    }
    setFieldError(null);
    save.mutate(parsed.data, { onSuccess: () => setValue('') });
  }

  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Badge id={statusId} color={isSet ? 'teal' : 'gray'} variant="light" aria-label={`${label}: ${isSet ? 'Set' : 'Not set'}`}>
          {isSet ? 'Set' : 'Not set'}
        </Badge>
      </Group>
      <SettingsForm onSubmit={submit}>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <PasswordInput
            label={isSet ? `Replace the ${label}` : `Enter the ${label}`}
            aria-describedby={statusId}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={fieldError}
            autoComplete="off"
            spellCheck={false}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
          <Button variant="default" disabled={!isSet} loading={clear.isPending} onClick={() => clear.mutate()}>
            Clear
          </Button>
        </Group>
      </SettingsForm>
      {failed && (
        <Alert color="red" role="alert">
          The {label} could not be changed: the desktop app refused it. Please try again.
        </Alert>
      )}
    </Stack>
  );
}
