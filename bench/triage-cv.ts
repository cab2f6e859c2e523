// `npm run bench:triage-cv`: the triage's learned line judged as a new author would meet it. Each corpus file (one
// author) is held out in turn; a model trained on the others (and the reviewed examples) gives the held-out messages'
// probabilities, and the whole triage (signs, pictures, that model) decides their level. Prints per held-out label the
// share answered at its level, false alarms among ordinary messages, and the model's log loss. The held-out evaluation
// rounds are not read here: this is what a change to the classifier is chosen by (docs/decisions/001).
// `--also=<file,…>` adds corpus files kept out of training (danger-4, everyday-hinglish) as folds and training;
// `--train-only=<file,…>` keeps those of them out of the folds.
import { performance } from 'node:perf_hooks';
import { TriageClassifier } from '../server/modules/chat/triage-classifier';
import type { LabelledMessage } from '../server/modules/chat/triage-classifier';
import { CORPUS_FILES, CorpusMessage, reviewedExamples } from '../server/modules/chat/triage-corpus';
import { triage } from '../server/modules/chat/triage';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Always trained on, never a fold: generated from the knowledge, or written by a session that had read tuning sets. */
const ALWAYS_TRAINED = new Set(['knowledge-questions', 'forum-register']);

const also = (process.argv.find((argument) => argument.startsWith('--also='))?.slice('--also='.length) ?? '').split(',').filter(Boolean);
// `--train-only=<file,…>`: files of --also trained on but never held out, to see what adding them does to the others.
const trainOnly = new Set(
  (process.argv.find((argument) => argument.startsWith('--train-only='))?.slice('--train-only='.length) ?? '').split(',').filter(Boolean),
);
const files: Record<string, CorpusMessage[]> = Object.fromEntries(
  Object.entries(CORPUS_FILES).map(([name, messages]) => [name, z.array(CorpusMessage).parse(messages)]),
);
for (const name of also) {
  const file = path.join(import.meta.dirname, '../server/modules/chat/triage-corpus', `${name}.json`);
  files[name] = z.array(CorpusMessage).parse(JSON.parse(readFileSync(file, 'utf8')));
}
const reviewed = reviewedExamples();
/** `--misses`: every danger message answered below its level, as `file | label | level | text`, after the figures. */
const misses: string[] = [];
const listMisses = process.argv.includes('--misses');

/**
 * Danger the triage left undecided (no level, or a caution) with the model's summed emergency, crisis and urgent
 * estimate: how many real dangers and how many ordinary messages each bar for withholding products would catch.
 */
const undecided: { danger: boolean; body: number; crisis: number }[] = [];
const tally = new Map<string, { total: number; atLevel: number; asked: number; asEmergency: number; asCrisis: number }>();
let logLoss = 0;
let scored = 0;
const started = performance.now();

for (const [held, messages] of Object.entries(files)) {
  if (ALWAYS_TRAINED.has(held) || trainOnly.has(held)) continue;
  const training: LabelledMessage[] = [...Object.entries(files).flatMap(([name, others]) => (name === held ? [] : others)), ...reviewed];
  const model = TriageClassifier.train(training);
  for (const message of messages) {
    const result = triage(message.text, [], { classifier: model });
    const probabilities = result.classifier ?? model.probabilities(message.text);
    logLoss -= Math.log(Math.max(1e-9, probabilities[message.label]));
    scored += 1;
    const row = tally.get(message.label) ?? { total: 0, atLevel: 0, asked: 0, asEmergency: 0, asCrisis: 0 };
    row.total += 1;
    const level = result.level ?? 'none';
    // The classifier's labels are the triage's levels by name ("none" for no level).
    if (level === message.label) row.atLevel += 1;
    else if (listMisses && message.label !== 'none' && message.label !== 'caution') misses.push(`${held} | ${message.label} | ${level} | ${message.text}`);
    if ((level === 'none' || level === 'caution') && result.classifier)
      undecided.push({
        danger: message.label !== 'none' && message.label !== 'caution',
        body: result.classifier.emergency + result.classifier.urgent,
        crisis: result.classifier.crisis,
      });
    if (level === 'check') row.asked += 1;
    if (level === 'emergency') row.asEmergency += 1;
    if (level === 'crisis') row.asCrisis += 1;
    tally.set(message.label, row);
  }
  process.stderr.write(`${held} `);
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
console.log(`\nAuthor-grouped cross-validation over ${scored} messages (${((performance.now() - started) / 1000).toFixed(0)} s)`);
for (const label of ['emergency', 'crisis', 'urgent', 'caution', 'none'] as const) {
  const row = tally.get(label);
  if (!row) continue;
  console.log(
    `${label.padEnd(9)} ${String(row.total).padStart(5)}  at its level ${percent(row.atLevel, row.total).padStart(6)}  asked ${String(row.asked).padStart(4)}  as emergency ${String(row.asEmergency).padStart(4)}  as crisis ${String(row.asCrisis).padStart(4)}`,
  );
}
const missed = undecided.filter((row) => row.danger).length;
const ordinary = undecided.length - missed;
const summed = undecided.filter((row) => row.body + row.crisis >= 0.25);
console.log(
  `no products at emergency+urgent+crisis ≥ 0.25: ${summed.filter((row) => row.danger).length}/${missed} missed dangers, ${summed.filter((row) => !row.danger).length}/${ordinary} undecided others`,
);
for (const [bodyBar = 0, crisisBar = 0] of [
  [0.25, 0.25],
  [0.2, 0.3],
  [0.25, 0.3],
  [0.25, 0.35],
  [0.3, 0.3],
]) {
  const caught = undecided.filter((row) => row.body >= bodyBar || row.crisis >= crisisBar);
  const dangers = caught.filter((row) => row.danger).length;
  console.log(
    `no products at emergency+urgent ≥ ${bodyBar} or crisis ≥ ${crisisBar}: ${dangers}/${missed} missed dangers, ${caught.length - dangers}/${ordinary} undecided others`,
  );
}
console.log(`log loss ${(logLoss / scored).toFixed(4)}`);
if (listMisses) console.log(misses.join('\n'));
