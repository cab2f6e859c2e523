// The Listen button under a guardian's reply (issue 11): the reply spoken in that guardian's voice by POST
// /api/voice/test. One reply speaks at a time; closing the panel silences it.
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../../api/use-api';
import { isAbortError } from '../../../api/session-fetch';
import { speakText, VOICE_TEST_FAILED_TITLE, voiceFailedText } from '../../../domain/voice/speak-text';
import type { QuickChatMessage } from '../lib/chat-conversation';
import { speakableReply } from '../lib/reply-speech';

export type ReplySpeechState = 'idle' | 'loading' | 'playing';

export interface ReplySpeech {
  stateOf: (messageId: string) => ReplySpeechState;
  listen: (message: QuickChatMessage) => void;
  stop: () => void;
}

interface Playback {
  messageId: string;
  request: AbortController;
  audio?: HTMLAudioElement;
  url?: string;
}

export function useReplySpeech(): ReplySpeech {
  const api = useApiClient();
  const playback = useRef<Playback | null>(null);
  const [speaking, setSpeaking] = useState<{ messageId: string; state: 'loading' | 'playing' } | null>(null);

  const stop = useCallback(() => {
    const current = playback.current;
    playback.current = null;
    setSpeaking(null);
    if (!current) return;
    current.request.abort();
    current.audio?.pause();
    if (current.url !== undefined) URL.revokeObjectURL(current.url);
  }, []);

  useEffect(() => stop, [stop]);

  const listen = useCallback(
    (message: QuickChatMessage) => {
      stop();
      const current: Playback = { messageId: message.id, request: new AbortController() };
      playback.current = current;
      setSpeaking({ messageId: message.id, state: 'loading' });
      // Still this reply's turn: no other Listen or Stop came in between.
      const stillCurrent = () => playback.current === current;

      speakText(api, { text: speakableReply(message.text), guardianType: message.guardianId }, { signal: current.request.signal })
        .then((spoken) => {
          if (!stillCurrent()) return;
          current.url = URL.createObjectURL(spoken);
          const audio = new Audio(current.url);
          current.audio = audio;
          audio.onended = () => {
            if (stillCurrent()) stop();
          };
          audio.onerror = () => {
            if (!stillCurrent()) return;
            stop();
            notifications.show({ title: VOICE_TEST_FAILED_TITLE, message: voiceFailedText(undefined), color: 'red' });
          };
          setSpeaking({ messageId: message.id, state: 'playing' });
          // Refused (the browser's autoplay rule): nothing plays, so the button offers Listen again.
          void Promise.resolve(audio.play()).catch(() => {
            if (stillCurrent()) stop();
          });
        })
        .catch((error: unknown) => {
          if (!stillCurrent() || isAbortError(error)) return;
          stop();
          notifications.show({ title: VOICE_TEST_FAILED_TITLE, message: voiceFailedText(error), color: 'red' });
        });
    },
    [api, stop],
  );

  const stateOf = useCallback((messageId: string): ReplySpeechState => (speaking?.messageId === messageId ? speaking.state : 'idle'), [speaking]);

  return { stateOf, listen, stop };
}
