/**
 * Benchmark only, never part of the API: preloaded into the load benchmark's API processes
 * (`node --import ./scripts/benchLoadLoop.ts`, Node's own type stripping), it writes how
 * far the event loop fell behind, per 5-second window, to the file BENCH_LOAD_LOOP_FILE
 * names: whether slow answers were the process being busy (a blocked loop) or waiting.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface LoopWindow {
  /** Date.now() at the window's end. */
  at: number;
  p99Ms: number;
  maxMs: number;
}

const file = process.env.BENCH_LOAD_LOOP_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const windows: LoopWindow[] = [];
  setInterval(() => {
    windows.push({
      at: Date.now(),
      p99Ms: Math.round(histogram.percentile(99) / 1e6),
      maxMs: Math.round(histogram.max / 1e6),
    });
    histogram.reset();
    // Small and rare: written whole each time, so the file is always complete.
    writeFileSync(file, JSON.stringify(windows));
  }, 5_000).unref();
}
