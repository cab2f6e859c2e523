// `npm run bench:chat`: the evaluation set through the chat service with the embedded provider, on a fresh SQLite
// database with the full seed. Prints triage recall and precision per level, the on-topic rate, product safety counts
// and reply latency. Targets (issue "Guardians that answer safely"): emergency and crisis recall 100%, precision
// ≥ 98%; on-topic ≥ 90%; no products in emergency/crisis; no conflicting or invented products; p95 ≤ 50 ms.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { DEFAULT_CHAT_SETTINGS } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { prepareDatabase } from '../../server/setup/prepare';
import { createChatService } from '../../server/modules/chat/chat-module';
import { productAllowed, triage } from '../../server/modules/chat/triage';
import { coversConcepts, loadChatEvalCases } from './cases';

const LEVELS = ['emergency', 'crisis', 'caution'] as const;

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);

async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose');
  const cases = loadChatEvalCases();
  const logger = pino({ level: 'silent' });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'guardians-bench-chat-'));
  const { db } = openDatabase({ dataDir }, logger);
  try {
    await prepareDatabase(db, logger);
    const chat = createChatService({ db, logger, settings: { ...DEFAULT_CHAT_SETTINGS, knowledgeTtlMs: Number.POSITIVE_INFINITY } });
    const catalog = new Set((await db.selectFrom('products').select('id').execute()).map((row) => row.id));
    const ask = (testCase: (typeof cases)[number]) =>
      chat.reply({ message: testCase.message, guardianId: testCase.guardianId, userEmail: '', chatHistory: testCase.history, localHour: 10 }, null);
    // Warm-up: the first reply builds the index; the figures measure steady-state replies.
    for (const testCase of cases.slice(0, 20)) await ask(testCase);

    const timings: number[] = [];
    const wordCounts: number[] = [];
    const confusion = new Map<string, number>();
    let onTopic = 0;
    let judged = 0;
    let productsInTriage = 0;
    let conflicting = 0;
    let invented = 0;
    let expectedProductsMissing = 0;
    let expectedProductCases = 0;
    const misses: string[] = [];
    for (const testCase of cases) {
      const started = performance.now();
      const reply = await ask(testCase);
      timings.push(performance.now() - started);
      const got = reply.safety?.level ?? null;
      wordCounts.push(reply.message.split(/\s+/).filter(Boolean).length);
      const key = `${testCase.safety ?? 'none'}→${got ?? 'none'}`;
      confusion.set(key, (confusion.get(key) ?? 0) + 1);
      if (got !== testCase.safety) misses.push(`triage ${key}: [${testCase.id}] ${testCase.message}`);

      const urgent = testCase.safety === 'emergency' || testCase.safety === 'crisis' || got === 'emergency' || got === 'crisis';
      if (urgent) productsInTriage += reply.products.length;
      const expectedTriage = triage(testCase.message, testCase.history);
      for (const product of reply.products) {
        if (!catalog.has(product.id)) invented += 1;
        if (testCase.forbiddenProducts.includes(product.slug) || !productAllowed(expectedTriage, product.slug)) {
          conflicting += 1;
          misses.push(`conflicting product: [${testCase.id}] ${testCase.message} → ${product.slug}`);
        }
      }
      if (testCase.concepts.length > 0) {
        judged += 1;
        if (coversConcepts(reply.message, testCase.concepts)) onTopic += 1;
        else misses.push(`off topic: [${testCase.id}] ${testCase.message}\n    wanted ${JSON.stringify(testCase.concepts)}\n    got    ${reply.message}`);
      }
      if (testCase.expectProducts === true || testCase.expectProductsAnyOf) {
        expectedProductCases += 1;
        const anyOf = testCase.expectProductsAnyOf;
        const ok = reply.products.length > 0 && (!anyOf || reply.products.some((product) => anyOf.includes(product.slug)));
        if (!ok) {
          expectedProductsMissing += 1;
          misses.push(`products missing: [${testCase.id}] ${testCase.message} → ${reply.products.map((product) => product.slug).join(', ') || 'none'}`);
        }
      }
    }

    timings.sort((a, b) => a - b);
    const figure = (ms: number) => `${ms.toFixed(2)} ms`;
    console.log(`Chat evaluation: ${cases.length} cases on ${os.cpus().length} CPU(s), embedded provider`);
    for (const level of LEVELS) {
      const expected = cases.filter((testCase) => testCase.safety === level).length;
      const predicted = [...confusion].filter(([key]) => key.endsWith(`→${level}`)).reduce((sum, [, count]) => sum + count, 0);
      const correct = confusion.get(`${level}→${level}`) ?? 0;
      console.log(
        `  ${level.padEnd(9)} recall ${percent(correct, expected).padStart(6)} (${correct}/${expected})  precision ${percent(correct, predicted).padStart(6)} (${correct}/${predicted})`,
      );
    }
    const ordinary = cases.filter((testCase) => testCase.safety === null).length;
    console.log(`  ordinary  left alone ${percent(confusion.get('none→none') ?? 0, ordinary)} (${confusion.get('none→none') ?? 0}/${ordinary})`);
    console.log(`On topic: ${percent(onTopic, judged)} (${onTopic}/${judged} cases with concepts)`);
    console.log(`Products in emergency/crisis replies: ${productsInTriage}; conflicting products: ${conflicting}; invented products: ${invented}`);
    console.log(`Cases expecting products that got none (or none of the expected): ${expectedProductsMissing}/${expectedProductCases}`);
    wordCounts.sort((a, b) => a - b);
    console.log(
      `Words per reply: p50 ${percentile(wordCounts, 0.5)}  p95 ${percentile(wordCounts, 0.95)}  max ${wordCounts.at(-1) ?? 0} (target: under about 90)`,
    );
    console.log(
      `Latency per reply: p50 ${figure(percentile(timings, 0.5))}  p95 ${figure(percentile(timings, 0.95))}  p99 ${figure(percentile(timings, 0.99))}  max ${figure(timings.at(-1) ?? 0)}`,
    );
    if (verbose) for (const miss of misses) console.log(miss);
    else if (misses.length > 0) console.log(`${misses.length} misses; run with --verbose to list them.`);
  } finally {
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
