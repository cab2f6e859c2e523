import { describe, expect, it } from 'vitest';
import { CHAT_TOPICS } from '@common/chat-topics';
import { MEDICINE_TOPICS } from '@common/medicine-topics';
import { SHARED_MEDICINES_KNOWLEDGE } from '../../setup/seed/knowledge/shared-medicines';
import { findTopics } from './chat-lexicon';
import { readQuestion } from './chat-intent';
import type { ChatQuestion } from './chat-provider';
import { useSeededChat } from '../../test/use-seeded-chat';
import { triage } from './triage';
import type { TriageTurn } from './triage';

const seeded = useSeededChat();

const question = (message: string, guardianId: ChatQuestion['guardianId'] = 'angio', history: TriageTurn[] = []): ChatQuestion => ({
  guardianId,
  message,
  history,
  localHour: 9,
  triage: triage(message, history),
  profile: null,
});

const topicsOf = (text: string) => findTopics(readQuestion(text)).map((mention) => mention.topic.id);

describe('medicines asked about by name', () => {
  it('reads a medicine by its generic name, its Indian brand and a misspelling', () => {
    expect(topicsOf('what is Thyronorm exactly')).toEqual(['levothyroxine']);
    expect(topicsOf('mera papa ecosprin 75 lete hai')).toEqual(['aspirin']);
    expect(topicsOf('is telma 40 a water tablet')).toEqual(['arbs', 'furosemide']);
    expect(topicsOf('side effects of escitolopram?')).toEqual(['ssris']);
  });

  it('never reads a name, a friend or a form of a supplement as a medicine', () => {
    // "Saheli" is a friend in Hindi, Yasmin a name; "the pill" is as often a supplement's form.
    expect(topicsOf('my saheli Yasmin asked me')).toEqual([]);
    expect(topicsOf('is the pill form of turmeric better than the powder?')).not.toContain('oral-contraceptive-pill');
    expect(topicsOf('I have aten too much sugar')).toEqual(['sugar']);
  });

  it('keeps every medicine term to one topic, and a medicine id apart from every other topic', () => {
    const owners = new Map<string, string[]>();
    for (const topic of CHAT_TOPICS) for (const term of topic.terms) owners.set(term, [...(owners.get(term) ?? []), topic.id]);
    for (const topic of MEDICINE_TOPICS) for (const term of topic.terms) expect(owners.get(term), term).toEqual([topic.id]);
    expect(new Set(CHAT_TOPICS.map((topic) => topic.id)).size).toBe(CHAT_TOPICS.length);
  });

  it('answers "what is it" for every medicine, from an entry about that medicine with its source', () => {
    const described = new Set(SHARED_MEDICINES_KNOWLEDGE.filter((entry) => entry.intent === 'what_is').map((entry) => entry.topic));
    expect(MEDICINE_TOPICS.filter((topic) => !described.has(topic.id)).map((topic) => topic.id)).toEqual([]);
    for (const entry of SHARED_MEDICINES_KNOWLEDGE) expect(entry.source.url, entry.id).toMatch(/^https:\/\//);
  });

  it('says what a brand is, with the pharmacist line and no product card', async () => {
    const answer = await seeded.embedded.answer(question('What is Thyronorm? is it a steroid', 'regenera'));
    expect(answer.message).toContain('levothyroxine');
    expect(answer.message).toContain('underactive thyroid');
    expect(answer.message).toContain('Ask the doctor who checks your thyroid tests or a pharmacist');
    expect(answer.products).toEqual([]);
    expect(answer.unanswered).toBeUndefined();
  });

  it('names the doubling up of paracetamol in cold remedies', async () => {
    const answer = await seeded.embedded.answer(question('is it ok to take dolo along with a cold and flu tablet?', 'immuno'));
    expect(answer.message).toContain('already contain paracetamol');
    expect(answer.products).toEqual([]);
  });

  it('hears a second medicine unnamed ("a cold tablet") as a question of taking them together', async () => {
    const answer = await seeded.embedded.answer(question('can I take crocin with a cold tablet?', 'immuno'));
    expect(answer.message).toContain('already contain paracetamol');
  });

  it('answers two names of one medicine with what it is, not a comparison with another', async () => {
    const answer = await seeded.embedded.answer(question('is calpol the same as dolo?', 'immuno'));
    expect(answer.message).toContain('Crocin and Calpol are paracetamol too');
    expect(answer.message).not.toContain('ibuprofen (Brufen');
  });

  it('tells the difference between two blood thinners asked about together', async () => {
    const answer = await seeded.embedded.answer(question('eliquis vs xarelto, what is the difference?'));
    expect(answer.message).toMatch(/twice a day/);
    expect(answer.message).toMatch(/once a day/);
    expect(answer.products).toEqual([]);
  });

  it('gives no dose of a medicine: it says so, records the gap and offers an expert', async () => {
    const answer = await seeded.embedded.answer(question('how much paracetamol can I take in a day?', 'immuno'));
    expect(answer.message).toContain('I do not have a reliable answer on');
    expect(answer.message).not.toMatch(/4,000|4 g/);
    expect(answer.unanswered).toEqual({ topic: 'paracetamol', intent: 'dose' });
    expect(answer.products).toEqual([]);
  });

  it('keeps a supplement named beside a medicine the subject of the question', async () => {
    const answer = await seeded.embedded.answer(question('can i take magnesium with my thyronorm', 'genomica'));
    expect(answer.message).toMatch(/4 hours apart/);
  });

  it('keeps an emergency open when the follow-up names only the medicine taken', () => {
    const history: TriageTurn[] = [{ sender: 'user', text: 'my dad has crushing chest pain going into his jaw and he is sweating' }];
    expect(triage('he takes ecosprin and atorva, should he chew one more?', history).level).toBe('emergency');
  });
});
