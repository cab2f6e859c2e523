import type { PluginOption, Rolldown } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later, so also the desktop window's Electron): a file that starts with
 * this comment has every function compiled as the file arrives, on a background thread, instead of on the main thread
 * the first time each is called. Without it the first visit of `/` spent about 0.7 s of its main thread (at 4× CPU)
 * compiling the app's and its libraries' functions one by one as the page was taken over; with it, about 0.1 s.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The parts of an output chunk the choice needs (Rolldown's OutputChunk has them). */
export interface HintableChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** A screen's own module (features/<feature>/pages/*.tsx): a route loads it when it is shown, and draws it at once. */
const SCREEN_MODULE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]pages[\\/][^\\/]+\.tsx$/;

/**
 * The chunks whose functions a page calls as it loads: the entry, every screen's chunk, and the chunks those import
 * statically (the router, Mantine's components, the shell). Not the libraries loaded on demand for one action, of
 * which a few functions run (the PDF report's pdf-lib, Firebase's sign-in, the charts): compiling all of theirs would
 * cost more than it saves.
 */
export function chunksCalledOnLoad(chunks: readonly HintableChunk[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chosen = new Set<string>();
  const visit = (fileName: string): void => {
    if (chosen.has(fileName)) return;
    const chunk = byName.get(fileName);
    if (!chunk) return;
    chosen.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks) {
    if (chunk.isEntry || (chunk.isDynamicEntry && chunk.facadeModuleId !== null && SCREEN_MODULE.test(chunk.facadeModuleId))) visit(chunk.fileName);
  }
  return chosen;
}

/** Puts the compile hint at the top of the chunks `chunksCalledOnLoad` picks (before they are compressed and precached). */
export function compileHints(): PluginOption {
  return {
    name: 'guardians:compile-hints',
    apply: 'build',
    // Before Vite's own generateBundle, after which the files are compressed (vite-plugin-compression2 runs right
    // after it). Vite's preload helper then puts its one-line `__vite__mapDeps` above the hint of the entry chunk.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle: Rolldown.OutputBundle) {
        const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
        for (const fileName of chunksCalledOnLoad(chunks)) {
          const chunk = bundle[fileName] as Rolldown.OutputChunk;
          // A source map's lines would be one off; the build writes none (if it ever does, offset the map here).
          if (chunk.map) this.error(`${fileName} has a source map: the compile hint would shift its lines.`);
          chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
