// `node --import tsx scripts/triage-confusables.ts`: writes server/modules/chat/triage-confusables.json, the English
// words within a typo of a sign word ("chess" of "chest"), which the triage never reads as that sign word. Run it after
// changing triage-signs.ts; a unit test fails while the file is out of date.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { confusableWords } from '../server/modules/chat/chat.exports';

const target = fileURLToPath(new URL('../server/modules/chat/triage-confusables.json', import.meta.url));
const words = await confusableWords();
writeFileSync(target, `${JSON.stringify(words, null, 0)}\n`);
console.log(`${words.length} confusable English words written to ${target}`);
