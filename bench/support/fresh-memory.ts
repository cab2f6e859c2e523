// How long this machine takes to give a process memory it has not touched yet, beside how long the same memory takes
// once touched. Lighthouse's benchmarkIndex measures the CPU alone. On a virtual machine whose host takes freed memory
// back (a balloon's free page reporting), each page a process touches for the first time is a fault on the host, and a
// browser touches many: in the twelfth session every first visit's main thread was three to four times longer than in
// the eleventh at the same benchmarkIndex, with fresh memory at 3.3 s per GiB against 0.05 s touched again. Benchmarks
// print it beside their figures, so that runs on different days can be compared or set aside.

/** Seconds per GiB to write memory the first time and again, measured on 256 MiB. */
export function memoryWriteSpeed(): { freshSecondsPerGiB: number; touchedSecondsPerGiB: number } {
  const bytes = 256 * 1024 * 1024;
  const perGiB = (ms: number) => ms / 1000 / (bytes / 1024 ** 3);
  let started = performance.now();
  // allocUnsafeSlow: memory of its own, not from Node's pool, and not zeroed (zeroing would touch it first).
  const memory = Buffer.allocUnsafeSlow(bytes);
  memory.fill(1);
  const fresh = performance.now() - started;
  started = performance.now();
  memory.fill(2);
  const touched = performance.now() - started;
  return { freshSecondsPerGiB: perGiB(fresh), touchedSecondsPerGiB: perGiB(touched) };
}

/** The same as a line for a benchmark's header. */
export function memoryWriteSpeedLine(): string {
  const speed = memoryWriteSpeed();
  return `memory written the first time ${speed.freshSecondsPerGiB.toFixed(2)} s/GiB, again ${speed.touchedSecondsPerGiB.toFixed(2)} s/GiB`;
}
