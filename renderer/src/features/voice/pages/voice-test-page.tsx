import { Alert, Button, Container, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import type { GuardianId } from '@common/guardians';
import { MAX_VOICE_TEXT_LENGTH } from '@common/voice';
import { errorSentence } from '../../../api/error-texts';
import { VOICE_TEST_FAILED_TITLE, voiceFailedText } from '../../../domain/voice/speak-text';
import { useVoiceTest, useVoiceValidation } from '../api/voice-api';
import { GuardianVoicePicker } from '../components/guardian-voice-picker';
import { StreamResultPanel } from '../components/stream-result';
import { TestAudio } from '../components/test-audio';
import { VoiceStatus } from '../components/voice-status';
import { useVoiceStream } from '../hooks/use-voice-stream';
import { defaultVoiceText, providerStatusOf, voiceButtonRules } from '../lib/voice-test-rules';

export const PROVIDER_NOT_CONNECTED_TITLE = 'ElevenLabs Not Connected';
const CHECK_FAILED_TEXT = 'The voice provider could not be checked.';

/**
 * /voice-test (spec 2, 4, 5): pick a guardian's voice, edit the text, hear it over HTTP or as a WebSocket stream,
 * with the provider's and the socket's status.
 */
export function VoiceTestPage() {
  const [openedAt] = useState(() => new Date());
  const [guardianId, setGuardianId] = useState<GuardianId>('angio');
  const [text, setText] = useState(() => defaultVoiceText('angio', openedAt));
  const [testAudio, setTestAudio] = useState<Blob | null>(null);
  const validation = useVoiceValidation();
  const voiceTest = useVoiceTest();
  const stream = useVoiceStream(guardianId);

  const provider = providerStatusOf(validation);
  const reason = validation.isError ? errorSentence(validation.error, CHECK_FAILED_TEXT) : (validation.data?.reason ?? null);
  const { httpDisabled, streamDisabled } = voiceButtonRules({ text, provider, generating: voiceTest.isPending });

  // Spec 8's toast, once per visit: the status above keeps saying it afterwards.
  const warned = useRef(false);
  useEffect(() => {
    if (provider !== 'not connected' || warned.current) return;
    warned.current = true;
    notifications.show({
      id: 'voice-provider-not-connected',
      title: PROVIDER_NOT_CONNECTED_TITLE,
      message: `${reason ?? 'The voice provider cannot speak right now.'} Check the ElevenLabs API key${validation.data?.provider === 'offline' ? ', or install the offline voice engine' : ''}.`,
      color: 'yellow',
    });
  }, [provider, reason, validation.data?.provider]);

  function chooseGuardian(next: GuardianId) {
    // The greeting follows the guardian until the text is the visitor's own.
    if (text === defaultVoiceText(guardianId, openedAt)) setText(defaultVoiceText(next, openedAt));
    setGuardianId(next);
  }

  function testOverHttp() {
    if (httpDisabled) return;
    voiceTest.mutate(
      { text: text.trim(), guardianType: guardianId },
      {
        onSuccess: setTestAudio,
        onError: (error) => notifications.show({ title: VOICE_TEST_FAILED_TITLE, message: voiceFailedText(error), color: 'red' }),
      },
    );
  }

  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Guardian Voice Test</Title>
          <Text c="dimmed">Hear each guardian speak: once as a whole file over HTTP, or as a live stream that plays sentence by sentence.</Text>
          <Alert color="blue" variant="light" title="What works today" role="note" data-testid="voice-feature-status">
            Text-to-speech works over HTTP and as a stream, in every guardian&apos;s voice. Speech-to-text is not offered yet.
          </Alert>
        </Stack>

        <VoiceStatus provider={provider} validation={validation.data} reason={reason} socket={stream.socketStatus} />

        <Paper withBorder p="md" radius="md">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              testOverHttp();
            }}
          >
            <Stack gap="md">
              <GuardianVoicePicker value={guardianId} onChange={chooseGuardian} />
              <Textarea
                label="Text to speak"
                description={`${text.length} of ${MAX_VOICE_TEXT_LENGTH} characters`}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                maxLength={MAX_VOICE_TEXT_LENGTH}
                autosize
                minRows={3}
                maxRows={10}
              />
              <Group gap="sm">
                <Button type="submit" disabled={httpDisabled} loading={voiceTest.isPending}>
                  Test over HTTP
                </Button>
                <Button variant="light" disabled={streamDisabled} onClick={() => stream.start(text.trim())}>
                  Stream
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>

        {testAudio && (
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="voice-http-heading">
            <Stack gap="sm">
              <Title order={2} size="h4" id="voice-http-heading">
                HTTP test
              </Title>
              <TestAudio audio={testAudio} />
            </Stack>
          </Paper>
        )}

        <StreamResultPanel result={stream.result} audioRef={stream.audioRef} onReply={(reply) => stream.start(reply)} />
      </Stack>
    </Container>
  );
}
