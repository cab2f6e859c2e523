import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { desktopSettingsSchema, httpUrlSchema } from '@common/desktop-bridge';
import type { DesktopSettings, PlatformDesktopSettings, PlatformSecrets } from '../../../platform/platform';
import { useUpdateSettings } from '../hooks/use-desktop-settings';
import { ProviderKeyField } from './provider-key-field';
import { optionalSetting } from './settings-form-field';
import { SettingsSection, SettingsForm } from './settings-section';

const modelSchema = desktopSettingsSchema.shape.llmModel.unwrap();

/** The language model of the built-in server: an OpenAI-compatible endpoint, its model and its key. */
export function LanguageModelSettings(props: { settings: PlatformDesktopSettings; secrets: PlatformSecrets; saved: DesktopSettings; keySet: boolean }) {
  const { settings, secrets, saved, keySet } = props;
  const update = useUpdateSettings(settings);
  const [baseUrl, setBaseUrl] = useState(saved.llmBaseUrl ?? '');
  const [model, setModel] = useState(saved.llmModel ?? '');
  const [errors, setErrors] = useState<{ baseUrl?: string; model?: string }>({});
  const [savedNow, setSavedNow] = useState(false);

  function submit() {
    const checkedUrl = optionalSetting(httpUrlSchema, baseUrl);
    const checkedModel = optionalSetting(modelSchema, model);
    const nextErrors = { ...('error' in checkedUrl ? { baseUrl: checkedUrl.error } : {}), ...('error' in checkedModel ? { model: checkedModel.error } : {}) };
    setErrors(nextErrors);
    if ('error' in checkedUrl || 'error' in checkedModel) return;
    setSavedNow(false);
    update.mutate({ llmBaseUrl: checkedUrl.value, llmModel: checkedModel.value }, { onSuccess: () => setSavedNow(true) });
  }

  return (
    <SettingsSection headingId="llm-heading" title="Language model">
      <Text size="sm" c="dimmed">
        With a base URL, a model and a key, the guardians answer chats with this OpenAI-compatible model; without all three they use the answers built into the
        app.
      </Text>
      <SettingsForm onSubmit={submit}>
        <Stack gap="xs">
          <TextInput
            label="LLM base URL"
            placeholder="https://api.openai.com/v1"
            value={baseUrl}
            onChange={(event) => setBaseUrl(event.currentTarget.value)}
            error={errors.baseUrl}
            inputMode="url"
          />
          <TextInput label="LLM model" placeholder="gpt-4o-mini" value={model} onChange={(event) => setModel(event.currentTarget.value)} error={errors.model} />
          <Group gap="xs">
            <Button type="submit" loading={update.isPending}>
              Save base URL and model
            </Button>
          </Group>
        </Stack>
      </SettingsForm>
      {savedNow && (
        <Text size="sm" c="teal" role="status">
          Saved.
        </Text>
      )}
      {update.isError && (
        <Alert color="red" role="alert">
          The language model settings could not be saved: the desktop app refused them. Check them and try again.
        </Alert>
      )}
      <ProviderKeyField secrets={secrets} name="llm-api-key" label="LLM API key" isSet={keySet} />
    </SettingsSection>
  );
}
