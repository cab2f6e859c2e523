// Voice latency over the socket (issue 11): the production server on a fresh data folder with the offline voice, one
// guest socket, RUNS questions (30); for each, the time from send_text to the guardian's text, to the first audio
// chunk and to the final one, p50/p95. Target: first chunk p95 ≤ 300 ms on a 2-core machine. Prints, asserts nothing.
// `npm run bench:voice`; BENCH_VOICE_RUNS changes the count.
import { performance } from 'node:perf_hooks';
import { openVoiceSocket } from '../server/test/voice-socket-client';
import { startStorefront } from './support/server-process';

const RUNS = Number(process.env.BENCH_VOICE_RUNS ?? 30);
const FIRST_CHUNK_TARGET_MS = 300;
// Short questions whose answers are a few sentences; the guardians take turns.
const QUESTIONS: readonly [string, string][] = [
  ['angio', 'How can I support my circulation?'],
  ['regenera', 'What helps my skin renew?'],
  ['biome', 'Which foods help my gut?'],
  ['genomica', 'How does sleep help memory?'],
  ['immuno', 'How do I support my immune system?'],
];

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

async function main(): Promise<void> {
  // The chat and guest voice budgets would stop a bench of 30 questions in a minute from one address.
  const server = await startStorefront({ CHAT_MESSAGES_PER_MINUTE: '100000', VOICE_GUEST_CHARACTERS_PER_DAY: '10000000' });
  try {
    const validation = (await (await fetch(`${server.url}/api/voice/validate`)).json()) as { valid: boolean; provider: string; reason: string | null };
    console.log(`Voice provider: ${validation.provider}, ${validation.valid ? 'connected' : `not connected (${validation.reason ?? ''})`}`);
    if (!validation.valid) return;
    const client = await openVoiceSocket(server.url);
    client.send({ type: 'authenticate', userId: 'guest' });
    await client.next();
    const textMs: number[] = [];
    const firstChunkMs: number[] = [];
    const speechOnlyMs: number[] = [];
    const wholeMs: number[] = [];
    const words: number[] = [];
    const chunks: number[] = [];
    // One warm-up answer: the chat's index and the engine's first sentences are not what a shopper waits on twice.
    for (let run = -1; run < RUNS; run += 1) {
      const [guardian, question] = QUESTIONS[(run + QUESTIONS.length) % QUESTIONS.length] ?? QUESTIONS[0]!;
      client.send({ type: 'select_guardian', guardianType: guardian });
      await client.next();
      const sent = performance.now();
      client.send({ type: 'send_text', text: question });
      let answered = 0;
      let first = 0;
      let count = 0;
      for (;;) {
        const message = await client.next(30_000);
        if (message.type === 'error') throw new Error(`${message.code}: ${message.error}`);
        if (message.type === 'guardian_response') {
          answered = performance.now();
          if (run >= 0) words.push(message.text.split(/\s+/).length);
        }
        if (message.type === 'audio_chunk') {
          count += 1;
          if (count === 1) first = performance.now();
          if (message.final) break;
        }
      }
      if (run < 0) continue;
      const done = performance.now();
      textMs.push(answered - sent);
      firstChunkMs.push(first - sent);
      speechOnlyMs.push(first - answered);
      wholeMs.push(done - sent);
      chunks.push(count);
    }
    await client.close();
    console.log(`${RUNS} answers over one socket, offline voice; answers of ${percentile(words, 50)} words (median), ${percentile(chunks, 50)} chunks`);
    console.log(`                        p50       p95`);
    console.log(`guardian's text     ${ms(percentile(textMs, 50))}  ${ms(percentile(textMs, 95))}`);
    console.log(
      `first audio chunk   ${ms(percentile(firstChunkMs, 50))}  ${ms(percentile(firstChunkMs, 95))}   (target p95 ≤ ${FIRST_CHUNK_TARGET_MS} ms: ${percentile(firstChunkMs, 95) <= FIRST_CHUNK_TARGET_MS ? 'met' : 'NOT met'})`,
    );
    console.log(`  of which speech   ${ms(percentile(speechOnlyMs, 50))}  ${ms(percentile(speechOnlyMs, 95))}`);
    console.log(`whole answer        ${ms(percentile(wholeMs, 50))}  ${ms(percentile(wholeMs, 95))}`);
  } finally {
    await server.stop();
  }
}

await main();
