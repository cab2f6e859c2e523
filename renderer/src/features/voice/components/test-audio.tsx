import { useEffect, useRef } from 'react';
import { playQuietly } from '../lib/audio-queue';
import classes from './voice-test.module.css';

/**
 * The HTTP test's audio: a player with its controls, playing at once. Its blob URL is given back when another test
 * replaces it or the page is left.
 */
export function TestAudio({ audio }: { audio: Blob }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const url = URL.createObjectURL(audio);
    element.src = url;
    playQuietly(element);
    return () => {
      element.pause();
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [audio]);
  return <audio ref={ref} controls aria-label="Voice test audio" className={classes.audio} data-testid="voice-test-audio" />;
}
