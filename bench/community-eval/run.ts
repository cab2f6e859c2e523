// `npm run bench:community`: the community's post screening (server/modules/community/post-screening.ts: the chat's
// triage, then the hold rules) over two sets of posts. tuning/posts.json (cure claims, sales pitches and look-alikes)
// is what the hold rules were written against; held-out/posts.json, by another helper session that saw neither the
// rules, their tests nor the tuning set, is the figure that counts. Prints per set, per label, recall and precision of
// what the screening decided, the held rate of emergencies and crises (what must never reach others unseen), the
// ordinary posts held by mistake, and the time per post. `--tuning-misses` lists the tuning set's misses; there is no
// switch to list the held-out set's: its cases are never read to change a rule.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { DEFAULT_SAFETY_NUMBERS } from '../../server/config';
import { screenPost } from '../../server/modules/community/post-screening';

const LABELS = ['emergency', 'crisis', 'cure_claim', 'product_push', 'caution', 'ok'] as const;
type Label = (typeof LABELS)[number];

const HeldOutPost = z.object({
  id: z.string(),
  circle: z.string(),
  kind: z.enum(['topic', 'reply']),
  title: z.string().optional(),
  body: z.string(),
  label: z.enum(LABELS),
  note: z.string(),
});

const readSet = (file: string) => z.array(HeldOutPost).parse(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')));

/** What the screening decided, in the set's labels: the most serious first, as its author is told. */
function decided(text: string): Label {
  const screening = screenPost(text, DEFAULT_SAFETY_NUMBERS, { postsHeld: false });
  if (screening.heldFor === 'emergency' || screening.heldFor === 'crisis' || screening.heldFor === 'cure_claim' || screening.heldFor === 'product_push')
    return screening.heldFor;
  return screening.caution !== null ? 'caution' : 'ok';
}

function evaluate(name: string, posts: z.infer<typeof HeldOutPost>[], listMisses: boolean): void {
  const rows: { id: string; label: Label; got: Label; ms: number; text: string }[] = [];
  // A set without caution cases (the tuning set) counts a caution note on an ordinary post as ordinary: it is shown.
  const cautionLabelled = posts.some((post) => post.label === 'caution');
  for (const post of posts) {
    const text = post.title ? `${post.title}\n${post.body}` : post.body;
    const started = performance.now();
    const said = decided(text);
    const got = said === 'caution' && !cautionLabelled ? 'ok' : said;
    rows.push({ id: post.id, label: post.label, got, ms: performance.now() - started, text });
  }
  const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`);
  console.log(`\n${name}: ${rows.length} posts`);
  console.log('label          recall           precision');
  for (const label of LABELS) {
    const truth = rows.filter((row) => row.label === label);
    if (truth.length === 0) continue;
    const said = rows.filter((row) => row.got === label);
    const hit = truth.filter((row) => row.got === label).length;
    console.log(
      `${label.padEnd(14)} ${`${hit}/${truth.length}`.padEnd(7)} ${percent(hit, truth.length).padEnd(8)} ${percent(hit, said.length)} of ${said.length}`,
    );
  }
  const danger = rows.filter((row) => row.label === 'emergency' || row.label === 'crisis');
  const dangerHeld = danger.filter((row) => row.got === 'emergency' || row.got === 'crisis').length;
  if (danger.length > 0) console.log(`Emergencies and crises held from others: ${dangerHeld}/${danger.length} (${percent(dangerHeld, danger.length)})`);
  const ordinary = rows.filter((row) => row.label === 'ok' || row.label === 'caution');
  const wronglyHeld = ordinary.filter((row) => row.got !== 'ok' && row.got !== 'caution').length;
  console.log(`Ordinary posts (ok, caution) held by mistake: ${wronglyHeld}/${ordinary.length} (${percent(wronglyHeld, ordinary.length)})`);
  const times = rows.map((row) => row.ms).sort((a, b) => a - b);
  console.log(
    `Screening time per post: median ${times[Math.floor(times.length / 2)]?.toFixed(2)} ms, p95 ${times[Math.ceil(0.95 * times.length) - 1]?.toFixed(2)} ms`,
  );
  if (listMisses) {
    for (const row of rows.filter((candidate) => candidate.got !== candidate.label)) {
      console.log(`- ${row.id}: ${row.label} → ${row.got}: ${row.text.replace(/\s+/g, ' ').slice(0, 200)}`);
    }
  }
}

evaluate('Tuning set (what the hold rules were written against)', readSet('./tuning/posts.json'), process.argv.includes('--tuning-misses'));
evaluate('Held-out set (the figure that counts)', readSet('./held-out/posts.json'), false);
