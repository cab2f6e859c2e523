// A moderator's action on the queue: busy while it runs, then the queue refreshed and what was done told at the page's
// top (the item may leave the queue). When another moderator decided first, the page says so and shows the queue as it is.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ModerationResultResponse } from '@common/contracts/community';
import { errorSentence } from '../../../api/error-texts';
import { moderationQueueQueryOptions } from '../api/get-moderation-queue';
import { isAlreadyDecided } from '../lib/community-errors';

export interface ModerationReport {
  /** What was done, as the audit log records it. */
  onDone: (summary: string) => void;
  /** Another moderator decided the post first. */
  onAlreadyDecided: () => void;
}

export function useModerationAction<Kind extends string>({ onDone, onAlreadyDecided }: ModerationReport) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<Kind | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(kind: Kind, action: () => Promise<ModerationResultResponse>): Promise<boolean> {
    setError(null);
    setRunning(kind);
    try {
      const result = await action();
      onDone(result.summary);
      await queryClient.invalidateQueries(moderationQueueQueryOptions);
      return true;
    } catch (caught) {
      if (isAlreadyDecided(caught)) {
        onAlreadyDecided();
        await queryClient.invalidateQueries(moderationQueueQueryOptions);
      } else {
        setError(errorSentence(caught, 'The action could not be saved. Try again.'));
      }
      return false;
    } finally {
      setRunning(null);
    }
  }

  return { running, busy: running !== null, error, setError, run };
}
