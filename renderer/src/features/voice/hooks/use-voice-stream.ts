// The page's side of the voice stream: one VoiceSocket, opened at the first 'Stream' (spec 4) and closed when the
// page is left, and one AudioQueue playing the parts on the page's stream audio element.
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { ChatSafety } from '@common/contracts/chat';
import type { AudioFormat } from '@common/contracts/voice';
import { GUEST_VOICE_USER } from '@common/contracts/voice';
import type { GuardianId } from '@common/guardians';
import { useSession } from '../../../identity/session-context';
import { AudioQueue } from '../lib/audio-queue';
import type { VoiceSocketStatus, VoiceStreamListener } from '../lib/voice-socket';
import { VoiceSocket, voiceSocketUrl } from '../lib/voice-socket';

export const CONNECTION_ERROR_TITLE = 'Connection Error';
export const CONNECTION_ERROR_TEXT = 'Failed to connect to voice stream';
export const STREAM_ERROR_TITLE = 'Stream Error';

export interface StreamedPart {
  seq: number;
  final: boolean;
  format: AudioFormat;
  bytes: number;
}

/** The latest stream as the page shows it. */
export interface StreamResult {
  reply: { text: string; safety: ChatSafety | null } | null;
  parts: StreamedPart[];
  /** True until the final part, the stream's error, or the socket's end. */
  receiving: boolean;
}

export interface VoiceStream {
  socketStatus: VoiceSocketStatus;
  result: StreamResult | null;
  /** The audio element the parts play on: rendered by the page from the start, so it is there at the first part. */
  audioRef: RefObject<HTMLAudioElement | null>;
  start: (text: string) => void;
}

export function useVoiceStream(guardianType: GuardianId): VoiceStream {
  const { user } = useSession();
  const userId = useRef<string>(GUEST_VOICE_USER);
  const audioRef = useRef<HTMLAudioElement>(null);
  const socket = useRef<VoiceSocket | null>(null);
  const queue = useRef<AudioQueue | null>(null);
  const [socketStatus, setSocketStatus] = useState<VoiceSocketStatus>('disconnected');
  const [result, setResult] = useState<StreamResult | null>(null);

  useEffect(() => {
    userId.current = user?.id ?? GUEST_VOICE_USER;
  }, [user]);

  useEffect(() => socket.current?.selectGuardian(guardianType), [guardianType]);

  useEffect(
    () => () => {
      socket.current?.close();
      socket.current = null;
      queue.current?.stop();
      queue.current = null;
    },
    [],
  );

  const start = useCallback(
    (text: string) => {
      if (queue.current === null && audioRef.current !== null) queue.current = new AudioQueue(audioRef.current);
      queue.current?.stop();
      setResult({ reply: null, parts: [], receiving: true });
      socket.current ??= new VoiceSocket({
        url: voiceSocketUrl(window.location),
        userId: () => userId.current,
        guardianType,
        listener: streamListener(setSocketStatus, setResult, queue),
      });
      socket.current.stream(text);
    },
    [guardianType],
  );

  return { socketStatus, result, audioRef, start };
}

function streamListener(
  setSocketStatus: (status: VoiceSocketStatus) => void,
  setResult: (update: (current: StreamResult | null) => StreamResult | null) => void,
  queue: RefObject<AudioQueue | null>,
): VoiceStreamListener {
  return {
    status: setSocketStatus,
    reply: (text, safety) => setResult((current) => current && { ...current, reply: { text, safety } }),
    audioPart: ({ seq, final, format, audio }) => {
      queue.current?.enqueue(audio);
      setResult((current) => current && { ...current, parts: [...current.parts, { seq, final, format, bytes: audio.size }] });
    },
    streamEnded: () => setResult((current) => current && { ...current, receiving: false }),
    streamError: (message) => notifications.show({ title: STREAM_ERROR_TITLE, message, color: 'red' }),
    connectionError: () => notifications.show({ title: CONNECTION_ERROR_TITLE, message: CONNECTION_ERROR_TEXT, color: 'red' }),
  };
}
