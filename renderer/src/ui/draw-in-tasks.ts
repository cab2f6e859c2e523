import { useEffect, useState } from 'react';

/**
 * One task later, by a message to ourselves: unlike a zero timeout it is not held back to once a second in a tab in the
 * background, and the browser may handle a tap or draw a frame in between.
 */
function nextTask(run: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}

/**
 * How many of `count` cards to draw now: `first` at once, then one more in each later task, until all are drawn.
 * A card of Mantine's takes 30–60 ms to draw on a slow phone; five or twelve in one task block every tap meanwhile
 * (issue 12: the guardians' five cards were one 265 ms task at 4× CPU). Cards added later (a longer list) follow the
 * same way; a shorter list is drawn whole at once.
 */
export function useDrawnInTasks(count: number, first = 1): number {
  const [drawn, setDrawn] = useState(() => Math.max(1, first));
  useEffect(() => {
    if (drawn >= count) return;
    return nextTask(() => setDrawn((now) => now + 1));
  }, [drawn, count]);
  return Math.min(drawn, count);
}
