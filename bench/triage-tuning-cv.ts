// `npm run bench:triage-tuning-cv`: would training the learned line on the tuning sets carry to an author it never
// read? Each tuning set (one author) is held out in turn: a model trained on the corpus, the reviewed examples and the
// other tuning sets decides its cases, beside the shipped model (corpus and examples only). Prints every case whose
// level changes, then per expected level how many each model answered at it, and the ordinary and caution messages
// alarmed as an emergency or a crisis. The held-out rounds are not read. Figures and the decision: docs/decisions/001.
import { TriageClassifier } from '../server/modules/chat/triage-classifier';
import type { LabelledMessage } from '../server/modules/chat/triage-classifier';
import { reviewedExamples, triageCorpus } from '../server/modules/chat/triage-corpus';
import { triage } from '../server/modules/chat/triage';
import { loadTuningCases, TUNING_FILES } from './chat-eval/cases';

const base: LabelledMessage[] = [...triageCorpus(), ...reviewedExamples()];
const sets = Object.fromEntries(TUNING_FILES.map((name) => [name, loadTuningCases(name)]));
const asTraining = (name: string): LabelledMessage[] =>
  (sets[name] ?? []).filter((testCase) => testCase.history.length === 0).map((testCase) => ({ text: testCase.message, label: testCase.safety ?? 'none' }));
const baseline = TriageClassifier.train(base);
type Row = { total: number; before: number; after: number };
const tally = new Map<string, Row>();
const alarms = { before: 0, after: 0, total: 0 };
for (const held of TUNING_FILES) {
  const model = TriageClassifier.train([...base, ...TUNING_FILES.filter((name) => name !== held).flatMap(asTraining)]);
  for (const testCase of sets[held] ?? []) {
    const want = testCase.safety ?? 'none';
    const before = triage(testCase.message, testCase.history, { classifier: baseline }).level ?? 'none';
    const after = triage(testCase.message, testCase.history, { classifier: model }).level ?? 'none';
    const row = tally.get(want) ?? { total: 0, before: 0, after: 0 };
    row.total += 1;
    if (before === want) row.before += 1;
    if (after === want) row.after += 1;
    tally.set(want, row);
    if (want === 'none' || want === 'caution') {
      alarms.total += 1;
      if (before === 'emergency' || before === 'crisis') alarms.before += 1;
      if (after === 'emergency' || after === 'crisis') alarms.after += 1;
    }
    if (before !== after && (want !== 'none' || after !== 'none')) console.log(`${held} | ${want} | ${before} → ${after} | ${testCase.message.slice(0, 140)}`);
  }
  process.stderr.write(`${held} `);
}
for (const [label, row] of tally) console.log(`${label.padEnd(9)} ${row.total}  before ${row.before}  after ${row.after}`);
console.log(`ordinary/caution alarmed as emergency or crisis: before ${alarms.before}  after ${alarms.after} of ${alarms.total}`);
