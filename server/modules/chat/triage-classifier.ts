// The triage's learned line: a multinomial logistic regression over hashed word and character n-grams, trained on
// the labelled corpus in triage-corpus/ (thousands of messages written for breadth, not to mirror the rules). It reads
// wordings no rule lists ("my nan's gone all lopsided"), and triage.ts lets it only raise a level, never lower one.
// Training is deterministic (fixed shuffles, three averaged) and takes several seconds, so the model is built once, on
// first use, or kept on disk between server starts (triage-model-cache.ts).
import { createHash } from 'node:crypto';
import { readMessage } from './chat-text';

export const CLASSIFIER_LABELS = ['none', 'caution', 'urgent', 'emergency', 'crisis'] as const;
export type ClassifierLabel = (typeof CLASSIFIER_LABELS)[number];

export interface LabelledMessage {
  text: string;
  label: ClassifierLabel;
}

export type LabelProbabilities = Readonly<Record<ClassifierLabel, number>>;

const BUCKET_BITS = 18;
const BUCKETS = 1 << BUCKET_BITS;
const CLASSES = CLASSIFIER_LABELS.length;
/** The size of a model's bytes (`toBytes`). */
export const MODEL_BYTES = (CLASSES + BUCKETS * CLASSES) * Float32Array.BYTES_PER_ELEMENT;

/** FNV-1a, folded into the feature table. */
function bucketOf(feature: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < feature.length; index += 1) {
    hash ^= feature.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & (BUCKETS - 1);
}

const NEGATIONS = new Set(['no', 'not', 'never', 'dont', 'doesnt', 'didnt', 'isnt', 'arent', 'wasnt', 'havent', 'hasnt', 'without', 'nor', 'cant']);

/**
 * Word unigrams and bigrams, and character 3- to 5-grams of each word with its edges (typos share most of them). A word
 * after a negation in its clause is also a negated word ("no chest pain": n:chest, n:pain), so denials read apart.
 */
export function featuresOf(text: string): number[] {
  const tokens = readMessage(text).tokens;
  const words = tokens.map((token) => token.word);
  const features = new Set<number>();
  let negatedClause = -1;
  for (const [index, word] of words.entries()) {
    const clause = tokens[index]?.clause ?? 0;
    if (NEGATIONS.has(word)) negatedClause = clause;
    else if (negatedClause === clause) features.add(bucketOf(`n:${word}`));
    features.add(bucketOf(`w:${word}`));
    const next = words[index + 1];
    if (next) features.add(bucketOf(`b:${word} ${next}`));
    const edged = `<${word}>`;
    for (let size = 3; size <= 5; size += 1) {
      for (let start = 0; start + size <= edged.length; start += 1) features.add(bucketOf(`c:${edged.slice(start, start + size)}`));
    }
  }
  return [...features];
}

/** A small deterministic generator (mulberry32), so two trainings on one corpus give one model. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export interface TrainingOptions {
  epochs?: number;
  learningRate?: number;
  /**
   * L2 penalty per update, applied lazily to the weights a message touches. 1e-4 (was 1e-6): Adagrad lets a rare word
   * ("almost", "roughly") swing a message to crisis; the penalty keeps such weights small. Chosen by author-grouped
   * cross-validation (each corpus author held out in turn): log loss 0.220 -> 0.198.
   */
  l2?: number;
  seed?: number;
  /** How many seeds (from `seed` on) to train and average. */
  seeds?: number;
}

export class TriageClassifier {
  readonly #weights: Float32Array;
  readonly #bias: Float32Array;

  private constructor(weights: Float32Array, bias: Float32Array) {
    this.#weights = weights;
    this.#bias = bias;
  }

  /**
   * Trains one model per seed and averages their weights: one shuffle's order moves borderline messages by a case or
   * two, and the average of a few is steadier (the loss is convex, so the averaged weights are a model of their own).
   */
  static train(messages: readonly LabelledMessage[], options: TrainingOptions = {}): TriageClassifier {
    return TriageClassifier.prepareTraining(messages, options).train();
  }

  /**
   * Reads every message's features once, and names what a model trained on them depends on: this file's training
   * code, the options, and each message's features and label. Two preparations with one key train one model, so a
   * model stored under its key (triage-model-cache.ts) stands for a training.
   */
  static prepareTraining(messages: readonly LabelledMessage[], options: TrainingOptions = {}): { key: string; train(): TriageClassifier } {
    const examples = messages.map((message) => ({ features: featuresOf(message.text), label: CLASSIFIER_LABELS.indexOf(message.label) }));
    const hash = createHash('sha256');
    hash.update([String(TriageClassifier), String(scoresOf), String(softmaxInPlace), String(seededRandom), BUCKET_BITS, JSON.stringify(options)].join('\n'));
    for (const example of examples) hash.update(Int32Array.from([example.label, example.features.length, ...example.features]));
    return { key: hash.digest('hex'), train: () => TriageClassifier.#trainAveraged(examples, options) };
  }

  static #trainAveraged(examples: readonly { features: number[]; label: number }[], options: TrainingOptions): TriageClassifier {
    const { seeds = 3 } = options;
    const weights = new Float32Array(BUCKETS * CLASSES);
    const bias = new Float32Array(CLASSES);
    for (let run = 0; run < seeds; run += 1) {
      const trained = TriageClassifier.#trainOnce(examples, { ...options, seed: (options.seed ?? 1) + run });
      for (let slot = 0; slot < weights.length; slot += 1) weights[slot] = (weights[slot] as number) + (trained.#weights[slot] as number) / seeds;
      for (let label = 0; label < CLASSES; label += 1) bias[label] = (bias[label] as number) + (trained.#bias[label] as number) / seeds;
    }
    return new TriageClassifier(weights, bias);
  }

  /** The model as bytes: the bias, then the weights, float32 in this machine's byte order. */
  toBytes(): Buffer {
    return Buffer.concat([
      Buffer.from(this.#bias.buffer, this.#bias.byteOffset, this.#bias.byteLength),
      Buffer.from(this.#weights.buffer, this.#weights.byteOffset, this.#weights.byteLength),
    ]);
  }

  /** A model from `toBytes`; undefined when the bytes are not one (another size, a value that is not finite). */
  static fromBytes(bytes: Uint8Array): TriageClassifier | undefined {
    if (bytes.byteLength !== MODEL_BYTES) return undefined;
    const values = new Float32Array(CLASSES + BUCKETS * CLASSES);
    new Uint8Array(values.buffer).set(bytes);
    if (!values.every(Number.isFinite)) return undefined;
    return new TriageClassifier(values.slice(CLASSES), values.slice(0, CLASSES));
  }

  /** Trains with Adagrad on the softmax loss; each feature's weight is normalised by the message's feature count. */
  static #trainOnce(examples: readonly { features: number[]; label: number }[], options: TrainingOptions): TriageClassifier {
    const { epochs = 12, learningRate = 0.5, l2 = 1e-4, seed = 1 } = options;
    const weights = new Float32Array(BUCKETS * CLASSES);
    const squared = new Float32Array(BUCKETS * CLASSES);
    const bias = new Float32Array(CLASSES);
    const random = seededRandom(seed);
    const order = examples.map((_, index) => index);
    const scores = new Float64Array(CLASSES);
    for (let epoch = 0; epoch < epochs; epoch += 1) {
      for (let index = order.length - 1; index > 0; index -= 1) {
        const swap = Math.floor(random() * (index + 1));
        [order[index], order[swap]] = [order[swap] as number, order[index] as number];
      }
      for (const position of order) {
        const example = examples[position] as (typeof examples)[number];
        const scale = 1 / Math.sqrt(example.features.length || 1);
        scoresOf(weights, bias, example.features, scale, scores);
        softmaxInPlace(scores);
        for (let label = 0; label < CLASSES; label += 1) {
          const gradient = (scores[label] as number) - (label === example.label ? 1 : 0);
          bias[label] = (bias[label] as number) - learningRate * 0.1 * gradient;
          for (const feature of example.features) {
            const slot = feature * CLASSES + label;
            const step = gradient * scale + l2 * (weights[slot] as number);
            squared[slot] = (squared[slot] as number) + step * step;
            weights[slot] = (weights[slot] as number) - (learningRate * step) / Math.sqrt((squared[slot] as number) + 1e-8);
          }
        }
      }
    }
    return new TriageClassifier(weights, bias);
  }

  /** The probability of each label for a message. */
  probabilities(text: string): LabelProbabilities {
    const features = featuresOf(text);
    const scores = new Float64Array(CLASSES);
    scoresOf(this.#weights, this.#bias, features, 1 / Math.sqrt(features.length || 1), scores);
    softmaxInPlace(scores);
    return Object.fromEntries(CLASSIFIER_LABELS.map((label, index) => [label, scores[index] as number])) as Record<ClassifierLabel, number>;
  }
}

function scoresOf(weights: Float32Array, bias: Float32Array, features: readonly number[], scale: number, into: Float64Array): void {
  for (let label = 0; label < CLASSES; label += 1) into[label] = bias[label] as number;
  for (const feature of features) {
    const base = feature * CLASSES;
    for (let label = 0; label < CLASSES; label += 1) into[label] = (into[label] as number) + (weights[base + label] as number) * scale;
  }
}

function softmaxInPlace(scores: Float64Array): void {
  let max = Number.NEGATIVE_INFINITY;
  for (const score of scores) max = Math.max(max, score);
  let sum = 0;
  for (let index = 0; index < scores.length; index += 1) {
    scores[index] = Math.exp((scores[index] as number) - max);
    sum += scores[index] as number;
  }
  for (let index = 0; index < scores.length; index += 1) scores[index] = (scores[index] as number) / sum;
}
