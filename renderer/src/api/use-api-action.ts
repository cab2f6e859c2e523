// The running state of a write a button or form makes (save, approve, send): busy while it runs, and its failure as a
// sentence a person can act on (errorSentence), for an ErrorAlert beside the button.
import { useState } from 'react';
import { errorSentence } from './error-texts';

export interface ApiAction<Kind extends string> {
  /** An action is running. */
  busy: boolean;
  /** Which one (the `kind` given to run), while it runs: for the button that shows it. */
  running: Kind | null;
  /** The last failure's sentence; null while there is none. */
  error: string | null;
  /** For a problem found before anything is sent (an empty field), or to clear it. */
  setError: (error: string | null) => void;
  /** Clears the error and runs `action`; a failure becomes errorSentence(failure, failedText). True when it succeeded. */
  run: (action: () => Promise<unknown>, failedText: string, kind?: Kind) => Promise<boolean>;
}

export function useApiAction<Kind extends string = 'action'>(): ApiAction<Kind> {
  const [running, setRunning] = useState<Kind | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>, failedText: string, kind?: Kind): Promise<boolean> {
    setError(null);
    setRunning(kind ?? ('action' as Kind));
    try {
      await action();
      return true;
    } catch (caught) {
      setError(errorSentence(caught, failedText));
      return false;
    } finally {
      setRunning(null);
    }
  }

  return { busy: running !== null, running, error, setError, run };
}
