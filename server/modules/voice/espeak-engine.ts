// The offline voice's engine: eSpeak NG compiled to WebAssembly (the optional `espeak-ng` package, GPL-3.0), run
// inside this process with no network.
//
// The package is eSpeak's command line compiled whole: each run is `main(argc, argv)` writing a WAV file into the
// module's in-memory file system. Instantiating it (18 MB of voice data in the module's memory) takes a quarter of a
// second, so it is done once: right after instantiation the whole linear memory is copied aside, and before every run
// that copy is put back, which returns every static of the C program (option parser, voice tables, heap) to its
// first state in a few milliseconds. A sentence then takes 15–40 ms on this machine; callers speak long texts
// sentence by sentence (common/voice.ts spokenParts) so the event loop is never held for long.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EspeakModule, EspeakModuleOptions, WasmImports, WasmInstance, WasmModule } from 'espeak-ng';
import type { OfflineVoice } from '@common/voice';

export const ESPEAK_PACKAGE = 'espeak-ng';
const OUTPUT_FILE = '/guardian-voice.wav';

export interface SpeechEngine {
  /** One WAV file (22,050 Hz, mono, 16-bit) of the text in the voice. */
  synthesize(text: string, voice: OfflineVoice): Uint8Array;
}

/** The optional package is absent: the offline voice reports itself not connected and says so. */
export class EngineNotInstalledError extends Error {
  override name = 'EngineNotInstalledError';
}

/** The WebAssembly global as far as used here (this project's TypeScript libs type its namespace but not the value). */
interface WebAssemblyApi {
  compile(bytes: Uint8Array): Promise<WasmModule>;
  instantiate(module: WasmModule, imports: WasmImports): Promise<WasmInstance>;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;

interface WasmExports {
  malloc(size: number): number;
  stackSave(): number;
  stackRestore(pointer: number): void;
}

function packageEntry(): string {
  try {
    return createRequire(import.meta.url).resolve(ESPEAK_PACKAGE);
  } catch (error) {
    throw new EngineNotInstalledError(`The offline voice engine (${ESPEAK_PACKAGE}, an optional dependency) is not installed on this server.`, {
      cause: error,
    });
  }
}

/** Loads and instantiates the engine; EngineNotInstalledError when the package is missing. */
export async function loadEspeakEngine(): Promise<SpeechEngine> {
  const entry = packageEntry();
  const compiled = await wasmApi.compile(await readFile(path.join(path.dirname(entry), 'espeak-ng.wasm')));
  const { default: createModule } = (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as {
    default: (options: EspeakModuleOptions) => Promise<EspeakModule>;
  };
  let wasm: WasmExports | undefined;
  const errors: string[] = [];
  const module = await createModule({
    noInitialRun: true,
    print: () => undefined,
    printErr: (line) => errors.push(line),
    instantiateWasm: (imports, receive) => {
      void wasmApi.instantiate(compiled, imports).then((instance) => {
        wasm = instance.exports as unknown as WasmExports;
        receive(instance, compiled);
      });
      return {};
    },
  });
  if (!wasm) throw new Error('The eSpeak NG module started without its WebAssembly instance');
  return new EspeakEngine(module, wasm, errors);
}

class EspeakEngine implements SpeechEngine {
  readonly #module: EspeakModule;
  readonly #wasm: WasmExports;
  readonly #errors: string[];
  readonly #pristineMemory: Uint8Array;
  readonly #pristineStack: number;

  constructor(module: EspeakModule, wasm: WasmExports, errors: string[]) {
    this.#module = module;
    this.#wasm = wasm;
    this.#errors = errors;
    this.#pristineMemory = module.HEAPU8.slice();
    this.#pristineStack = wasm.stackSave();
  }

  synthesize(text: string, voice: OfflineVoice): Uint8Array {
    const module = this.#module;
    module.HEAPU8.set(this.#pristineMemory);
    this.#wasm.stackRestore(this.#pristineStack);
    this.#errors.length = 0;
    try {
      module.FS.unlink(OUTPUT_FILE);
    } catch {
      // Not there yet: the first run.
    }
    const args = [
      'espeak-ng',
      '-v',
      voice.voice,
      '-p',
      String(voice.pitch),
      '-s',
      String(voice.wordsPerMinute),
      '-a',
      String(voice.amplitude),
      '-w',
      OUTPUT_FILE,
      // After "--" a text starting with "-" is still text, never an option.
      '--',
      text,
    ];
    const status = this.#runMain(args);
    if (status !== 0) throw new Error(`eSpeak NG failed (${status}): ${this.#errors.join(' ') || 'no message'}`);
    return module.FS.readFile(OUTPUT_FILE).slice();
  }

  #runMain(args: readonly string[]): number {
    const module = this.#module;
    const encoder = new TextEncoder();
    const argv = this.#wasm.malloc((args.length + 1) * 4);
    args.forEach((arg, index) => {
      const bytes = encoder.encode(`${arg}\0`);
      const pointer = this.#wasm.malloc(bytes.length);
      module.HEAPU8.set(bytes, pointer);
      module.HEAPU32[(argv >> 2) + index] = pointer;
    });
    module.HEAPU32[(argv >> 2) + args.length] = 0;
    try {
      return module._main(args.length, argv);
    } catch (error) {
      // exit() inside the program unwinds as Emscripten's ExitStatus.
      if (error instanceof Error && error.name === 'ExitStatus') return (error as Error & { status: number }).status;
      throw error;
    }
  }
}
