import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TriageClassifier } from './triage-classifier';
import type { LabelledMessage } from './triage-classifier';
import { cachedTriageModel } from './triage-model-cache';

const MESSAGES: LabelledMessage[] = [
  { text: 'my dad has crushing chest pain and is sweating', label: 'emergency' },
  { text: 'she collapsed and is not breathing', label: 'emergency' },
  { text: 'his face is drooping and he cannot lift his arm', label: 'emergency' },
  { text: 'I want to end my life tonight', label: 'crisis' },
  { text: 'I have been saving my pills to take them all', label: 'crisis' },
  { text: 'what is a good breakfast for energy', label: 'none' },
  { text: 'how much vitamin D should I take in winter', label: 'none' },
  { text: 'I take warfarin, can I have fish oil', label: 'caution' },
  { text: 'my baby has had a fever for three days', label: 'urgent' },
];
const OPTIONS = { epochs: 2, seeds: 1 };
const PROBES = ['chest pain and sweating', 'saving up pills', 'oats for breakfast'];

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'triage-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const modelFiles = () => readdirSync(dir).filter((name) => name.startsWith('triage-model-'));
const answers = (model: TriageClassifier) => PROBES.map((text) => model.probabilities(text));

describe('the trained triage model kept on disk', () => {
  it('trains and stores the model once, then reads the same model back', () => {
    const first = cachedTriageModel(MESSAGES, dir, OPTIONS);
    expect(first.source).toBe('trained');
    expect(first.problem).toBe('no file yet');
    expect(modelFiles()).toHaveLength(1);
    const second = cachedTriageModel(MESSAGES, dir, OPTIONS);
    expect(second.source).toBe('cache');
    expect(second.problem).toBeUndefined();
    expect(answers(second.model)).toEqual(answers(first.model));
    expect(answers(second.model)).toEqual(answers(TriageClassifier.train(MESSAGES, OPTIONS)));
  });

  it('trains again for another corpus, other options or a relabelled message, and keeps only the newest file', () => {
    cachedTriageModel(MESSAGES, dir, OPTIONS);
    const relabelled = MESSAGES.map((message, index) => (index === 5 ? { ...message, label: 'caution' as const } : message));
    expect(cachedTriageModel(relabelled, dir, OPTIONS).source).toBe('trained');
    expect(cachedTriageModel(relabelled, dir, { ...OPTIONS, epochs: 3 }).source).toBe('trained');
    expect(cachedTriageModel([...MESSAGES, { text: 'is a banana a good snack', label: 'none' }], dir, OPTIONS).source).toBe('trained');
    expect(modelFiles()).toHaveLength(1);
  });

  it('stores a model already trained in this process instead of training again, and reads it back next time', () => {
    const trained = TriageClassifier.train(MESSAGES, OPTIONS);
    const stored = cachedTriageModel(MESSAGES, dir, OPTIONS, trained);
    expect(stored.source).toBe('in memory');
    expect(stored.model).toBe(trained);
    expect(modelFiles()).toHaveLength(1);
    const read = cachedTriageModel(MESSAGES, dir, OPTIONS);
    expect(read.source).toBe('cache');
    expect(answers(read.model)).toEqual(answers(trained));
  });

  it('names a training by its messages and options, the same each time', () => {
    const key = TriageClassifier.prepareTraining(MESSAGES, OPTIONS).key;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(TriageClassifier.prepareTraining(MESSAGES, OPTIONS).key).toBe(key);
    expect(TriageClassifier.prepareTraining(MESSAGES.slice(1), OPTIONS).key).not.toBe(key);
    expect(TriageClassifier.prepareTraining(MESSAGES, { ...OPTIONS, l2: 1e-3 }).key).not.toBe(key);
  });

  it('never uses a damaged, cut short or foreign file: it trains again and writes a sound one', () => {
    cachedTriageModel(MESSAGES, dir, OPTIONS);
    const [name] = modelFiles();
    const file = join(dir, name ?? '');
    const sound = readFileSync(file);

    const flipped = Buffer.from(sound);
    flipped[1000] = (flipped[1000] as number) ^ 0xff;
    writeFileSync(file, flipped);
    expect(cachedTriageModel(MESSAGES, dir, OPTIONS)).toMatchObject({ source: 'trained', problem: 'the checksum does not match' });
    expect(readFileSync(file).equals(sound)).toBe(true);

    writeFileSync(file, sound.subarray(0, sound.length - 4));
    expect(cachedTriageModel(MESSAGES, dir, OPTIONS)).toMatchObject({ source: 'trained', problem: 'the file has the wrong size' });

    const foreign = Buffer.from(sound);
    foreign.write('NOTMODEL', 0, 'latin1');
    writeFileSync(file, foreign);
    expect(cachedTriageModel(MESSAGES, dir, OPTIONS)).toMatchObject({ source: 'trained', problem: 'the file is not a stored triage model' });
    expect(cachedTriageModel(MESSAGES, dir, OPTIONS).source).toBe('cache');
  });

  it('still gives the model when the folder cannot be written, and says why it was not stored', () => {
    const blocked = join(dir, 'a-file');
    writeFileSync(blocked, 'not a folder');
    const result = cachedTriageModel(MESSAGES, join(blocked, 'cache'), OPTIONS);
    expect(result.source).toBe('trained');
    expect(result.problem).toMatch(/^the model could not be stored: /);
    expect(answers(result.model)).toEqual(answers(TriageClassifier.train(MESSAGES, OPTIONS)));
  });

  it('reads a model from its bytes only when they are one', () => {
    const model = TriageClassifier.train(MESSAGES, OPTIONS);
    const bytes = model.toBytes();
    expect(answers(TriageClassifier.fromBytes(bytes) as TriageClassifier)).toEqual(answers(model));
    expect(TriageClassifier.fromBytes(bytes.subarray(4))).toBeUndefined();
    const notFinite = Buffer.from(bytes);
    notFinite.writeFloatLE(Number.NaN, 0);
    expect(TriageClassifier.fromBytes(notFinite)).toBeUndefined();
  });
});
