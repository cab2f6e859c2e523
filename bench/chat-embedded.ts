// `npm run bench:chat`: latency of the embedded chat provider over the full seeded knowledge base (fresh SQLite).
// Target from issue 6: p95 under 50 ms per reply on a 2-core machine.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { CHAT_GUARDIANS } from '../common/chat-guardians';
import { GUARDIAN_IDS } from '../common/guardians';
import { openDatabase } from '../server/db/database';
import { prepareDatabase } from '../server/db/prepare';
import { EmbeddedChatProvider } from '../server/modules/chat/embedded-chat-provider';
import { KnowledgeBase } from '../server/modules/chat/knowledge-base';

const TOPICS = [
  'circulation', 'blood pressure', 'cold hands', 'heart', 'cholesterol', 'antioxidants', 'wrinkles', 'sleep', 'cell repair', 'collagen',
  'bloating', 'probiotics', 'fibre', 'digestion', 'gut bacteria', 'focus', 'memory', 'brain fog', 'omega-3', 'stress',
  'immunity', 'vitamin D', 'colds', 'zinc', 'tired', 'energy', 'inflammation', 'magnesium', 'exercise', 'sugar cravings',
];
const TEMPLATES = ['How can I improve my {t}?', 'What helps with {t}?', 'I have a problem with {t}, any tips?', 'Which foods are good for {t}?', 'Is {t} important for my health?'];

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

async function main(): Promise<void> {
  const logger = pino({ level: 'silent' });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'guardians-bench-chat-'));
  const { db } = openDatabase({ dataDir }, logger);
  try {
    await prepareDatabase(db, logger);
    const knowledge = new KnowledgeBase({ db, ttlMs: Number.POSITIVE_INFINITY });
    const buildStarted = performance.now();
    const index = await knowledge.index();
    const buildMs = performance.now() - buildStarted;
    const provider = new EmbeddedChatProvider(knowledge);

    const questions = [
      ...CHAT_GUARDIANS.flatMap((guardian) => guardian.quickQuestions.map((question) => question.text)),
      ...TOPICS.flatMap((topic) => TEMPLATES.map((template) => template.replace('{t}', topic))),
    ];
    // Warm-up, so the figures measure steady-state replies rather than the JIT.
    for (const message of questions.slice(0, 20)) await provider.answer({ guardianId: 'angio', message, history: [], localHour: 9 });

    const timings: number[] = [];
    let withProducts = 0;
    let redirected = 0;
    for (const [position, message] of questions.entries()) {
      for (const guardianId of GUARDIAN_IDS) {
        const started = performance.now();
        const answer = await provider.answer({ guardianId, message, history: [], localHour: position % 24 });
        timings.push(performance.now() - started);
        if (answer.products.length > 0) withProducts += 1;
        if (answer.redirectGuardianId) redirected += 1;
      }
    }
    timings.sort((a, b) => a - b);
    const figure = (ms: number) => `${ms.toFixed(2)} ms`;
    console.log(`Embedded chat provider: ${index.entries.length} knowledge entries indexed in ${figure(buildMs)}`);
    console.log(`${timings.length} replies (${questions.length} questions x ${GUARDIAN_IDS.length} guardians) on ${os.cpus().length} CPU(s)`);
    console.log(`p50 ${figure(percentile(timings, 0.5))}  p95 ${figure(percentile(timings, 0.95))}  p99 ${figure(percentile(timings, 0.99))}  max ${figure(timings.at(-1) ?? 0)}`);
    console.log(`${withProducts} replies carried products, ${redirected} were sent to another guardian`);
    const p95 = percentile(timings, 0.95);
    console.log(p95 < 50 ? 'Within the 50 ms p95 target.' : 'ABOVE the 50 ms p95 target.');
    if (p95 >= 50) process.exitCode = 1;
  } finally {
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
