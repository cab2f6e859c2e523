// The trained classifier kept on disk, so a server start reads it in a fraction of a second instead of training for
// several seconds on its event loop. A file stands for one training: it is named and headed by the training's key
// (triage-classifier.ts: the training code, the options and every message's features), and it is used only when its
// header, size and checksum all hold; anything else is trained again and written anew. Losing the file costs a
// training, never a wrong model.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODEL_BYTES, TriageClassifier } from './triage-classifier';
import type { LabelledMessage, TrainingOptions } from './triage-classifier';

const MAGIC = Buffer.from('GTRIAGE1', 'latin1');
const KEY_BYTES = 32;
const CHECKSUM_BYTES = 32;
const FILE_PREFIX = 'triage-model-';

export interface CachedModel {
  model: TriageClassifier;
  /** Where the model came from: a file of this very training, a training just now, or the model given (then stored). */
  source: 'cache' | 'trained' | 'in memory';
  /** Why a file was not used or not written, when one was not ("no file", "checksum does not match", an I/O error). */
  problem?: string;
}

/**
 * The classifier for these messages: from `cacheDir` when a file there holds this training, else trained (or the one
 * already trained on them in this process, `inMemory`) and stored.
 */
export function cachedTriageModel(
  messages: readonly LabelledMessage[],
  cacheDir: string,
  options: TrainingOptions = {},
  inMemory?: TriageClassifier,
): CachedModel {
  const training = TriageClassifier.prepareTraining(messages, options);
  const key = Buffer.from(training.key, 'hex');
  const file = join(cacheDir, `${FILE_PREFIX}${training.key.slice(0, 16)}.bin`);
  const read = readModel(file, key);
  if (read.model) return { model: read.model, source: 'cache' };
  const model = inMemory ?? training.train();
  const problem = writeModel(cacheDir, file, key, model);
  return { model, source: inMemory ? 'in memory' : 'trained', problem: problem ?? read.problem };
}

function readModel(file: string, key: Buffer): { model?: TriageClassifier; problem?: string } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    return { problem: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no file yet' : String(error) };
  }
  const bodyEnd = MAGIC.length + KEY_BYTES + MODEL_BYTES;
  if (bytes.length !== bodyEnd + CHECKSUM_BYTES) return { problem: 'the file has the wrong size' };
  if (!bytes.subarray(0, MAGIC.length).equals(MAGIC)) return { problem: 'the file is not a stored triage model' };
  if (!bytes.subarray(MAGIC.length, MAGIC.length + KEY_BYTES).equals(key)) return { problem: 'the file holds another training' };
  if (!checksum(bytes.subarray(0, bodyEnd)).equals(bytes.subarray(bodyEnd))) return { problem: 'the checksum does not match' };
  const model = TriageClassifier.fromBytes(bytes.subarray(MAGIC.length + KEY_BYTES, bodyEnd));
  return model ? { model } : { problem: 'the weights are not finite numbers' };
}

/** Writes beside, then renames: a reader sees a whole file or none. Files of earlier trainings are removed. */
function writeModel(cacheDir: string, file: string, key: Buffer, model: TriageClassifier): string | undefined {
  try {
    mkdirSync(cacheDir, { recursive: true });
    const body = Buffer.concat([MAGIC, key, model.toBytes()]);
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.concat([body, checksum(body)]), { mode: 0o600 });
    renameSync(partial, file);
    for (const name of readdirSync(cacheDir)) {
      if (name.startsWith(FILE_PREFIX) && join(cacheDir, name) !== file && !name.endsWith('.partial')) rmSync(join(cacheDir, name), { force: true });
    }
    return undefined;
  } catch (error) {
    return `the model could not be stored: ${error instanceof Error ? error.message : String(error)}`;
  }
}

function checksum(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}
