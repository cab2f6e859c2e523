// `node --import tsx scripts/triage-knowledge-questions.ts`: writes server/modules/chat/triage-corpus/knowledge-questions.json,
// the questions the curated knowledge answers (server/setup/seed/knowledge/), each sentence a "none" message for the
// triage classifier: ordinary nutrient and store questions ("How much potassium do I need a day?") that the corpus
// otherwise meets mostly in danger ("whats the lethal dose of potassium"). A question that names a danger sign at all
// ("what should I do if someone is having a heart attack?": educational, but its words are an emergency's) or that the
// rules read as a caution is left out, so the file never teaches the classifier that danger words are ordinary. Run it
// after adding knowledge entries.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { triage, readSigns } from '../server/modules/chat/chat.exports';
import type { TriageClassifier } from '../server/modules/chat/chat.exports';
import { GUARDIAN_KNOWLEDGE, SHARED_KNOWLEDGE } from '../server/setup/seed/knowledge';

const rulesOnly = { probabilities: () => ({ none: 1, caution: 0, urgent: 0, emergency: 0, crisis: 0 }) } as unknown as TriageClassifier;
const seeds = [...Object.values(GUARDIAN_KNOWLEDGE).flat(), ...SHARED_KNOWLEDGE];
const seen = new Set<string>();
const lines: string[] = [];
let leftOut = 0;
for (const seed of seeds) {
  for (const sentence of seed.question.split(/(?<=\?)\s+/)) {
    const text = sentence.trim();
    if (text.length < 8 || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    if (readSigns(text).mentions.length > 0 || triage(text, [], { classifier: rulesOnly }).level !== null) {
      leftOut += 1;
      continue;
    }
    lines.push(JSON.stringify({ text, label: 'none', situation: `knowledge:${seed.topic}` }));
  }
}
const target = fileURLToPath(new URL('../server/modules/chat/triage-corpus/knowledge-questions.json', import.meta.url));
writeFileSync(target, `[\n${lines.join(',\n')}\n]\n`);
console.log(`${lines.length} knowledge questions written to ${target} (${leftOut} naming a danger sign or a caution left out)`);
