// The Emscripten module factory of the optional `espeak-ng` package (eSpeak NG compiled to WebAssembly, GPL-3.0),
// typed as far as server/modules/voice/espeak-engine.ts uses it. The package ships no types of its own.
declare module 'espeak-ng' {
  /** Opaque WebAssembly values (this project's TypeScript libs do not type the WebAssembly global). */
  export type WasmImports = Record<string, unknown>;
  export type WasmModule = object;
  export interface WasmInstance {
    exports: Record<string, unknown>;
  }
  export interface EspeakModuleOptions {
    noInitialRun?: boolean;
    arguments?: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    instantiateWasm?: (imports: WasmImports, receive: (instance: WasmInstance, module: WasmModule) => void) => Record<string, never>;
  }
  export interface EspeakModule {
    HEAPU8: Uint8Array;
    HEAPU32: Uint32Array;
    FS: { readFile(path: string): Uint8Array; unlink(path: string): void };
    _main(argc: number, argv: number): number;
  }
  const factory: (options: EspeakModuleOptions) => Promise<EspeakModule>;
  export default factory;
}
