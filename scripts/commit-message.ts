// The team's commit message rule (CONTRIBUTING.md): a subject of at most 72 characters in the imperative mood, a blank
// line, then a body with the why and the figures. `.githooks/commit-msg` runs it on every commit once
// `npm run hooks` has pointed git at that folder:
//   node --import tsx scripts/commit-message.ts <file holding the message>
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SUBJECT_MAX_LENGTH = 72;

/** First words that tell of a change instead of asking for it ("Added", "Fixes", "Updating"): not imperative. */
const NOT_IMPERATIVE = /^(?:add|fix|updat|remov|chang|mov|mak|implement|creat|refactor|renam|improv|replac|delet|introduc|bump|clean|merg)(?:ed|es|s|ing)$/i;
const MADE = /^(?:made|makes|making|wrote|writes|writing)$/i;

/** The message as git hands it to the hook: without its comment lines and the trailing blank lines. */
function meaningfulLines(message: string): string[] {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  return lines;
}

/** What is wrong with a commit message, one sentence a problem; none when it follows the rule. */
export function commitMessageProblems(message: string): string[] {
  const lines = meaningfulLines(message);
  const subject = lines[0]?.trim() ?? '';
  // Git's own messages for merges and the autosquash markers are left as git writes them.
  if (/^(?:Merge |Revert "|fixup! |squash! |amend! )/.test(subject)) return [];
  const problems: string[] = [];
  if (subject === '') return ['The message is empty: write a subject line.'];
  if (subject.length > SUBJECT_MAX_LENGTH) problems.push(`The subject has ${subject.length} characters; at most ${SUBJECT_MAX_LENGTH}.`);
  if (subject.endsWith('.')) problems.push('The subject ends with a full stop; leave it out.');
  const firstWord = subject.split(/\s+/)[0]!;
  if (!/^[A-Z]/.test(firstWord)) problems.push('The subject starts with a capital letter ("Add", not "add").');
  if (NOT_IMPERATIVE.test(firstWord) || MADE.test(firstWord))
    problems.push(`"${firstWord}" is not the imperative: write the subject as an order ("Add", "Fix", "Move").`);
  if (lines.length < 3 || lines.slice(2).every((line) => line.trim() === ''))
    problems.push('There is no body: after a blank line, say why and give the figures.');
  else if (lines[1]!.trim() !== '') problems.push('The second line must be blank, between the subject and the body.');
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node --import tsx scripts/commit-message.ts <message file>');
    process.exit(2);
  }
  const problems = commitMessageProblems(readFileSync(file, 'utf8'));
  if (problems.length > 0) {
    console.error(`The commit message does not follow CONTRIBUTING.md:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    process.exit(1);
  }
}
