import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { RefObject } from 'react';
import type { StreamResult } from '../hooks/use-voice-stream';
import { VoiceReply } from './voice-safety-reply';
import classes from './voice-test.module.css';

function partsText(count: number): string {
  return `${count} ${count === 1 ? 'part' : 'parts'} received`;
}

/**
 * The latest stream: the guardian's reply, the player its parts play on one after another, and the parts as they
 * came. The player is rendered from the start (hidden until a part arrives) so the queue has it at the first part.
 */
export function StreamResultPanel({
  result,
  audioRef,
  onReply,
}: {
  result: StreamResult | null;
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Says a check question's quick answer back over the stream. */
  onReply?: ((text: string) => void) | undefined;
}) {
  const parts = result?.parts ?? [];
  return (
    <Paper withBorder p="md" radius="md" hidden={result === null} component="section" aria-labelledby="voice-stream-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="voice-stream-heading">
          Stream
        </Title>
        {result?.reply && <VoiceReply text={result.reply.text} safety={result.reply.safety} onReply={onReply} />}
        {result?.receiving && result.reply === null && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">Waiting for the guardian…</Text>
          </Group>
        )}
        <audio ref={audioRef} controls aria-label="Voice stream audio" className={classes.audio} hidden={parts.length === 0} />
        <Text size="sm" data-testid="stream-parts-count" aria-live="polite">
          {partsText(parts.length)}
          {parts.some((part) => part.final) ? ', the last one included' : ''}
        </Text>
        {parts.length > 0 && (
          // Focusable: a long answer's list scrolls, and a keyboard must be able to scroll it.
          <ol className={classes.partList} aria-label="Parts received" tabIndex={0}>
            {parts.map((part, index) => (
              <li key={index} data-final={part.final || undefined}>
                <Text size="xs" c="dimmed" component="span">
                  Part {index + 1}: {part.format === 'wav' ? 'WAV' : 'MP3'}, {(part.bytes / 1024).toFixed(1)} KB{part.final ? ' (final)' : ''}
                </Text>
              </li>
            ))}
          </ol>
        )}
      </Stack>
    </Paper>
  );
}
