/* global process, setInterval */
// Benchmark only (api/scripts/bench.ts preloads it with `node --require`; never part of the
// API): reports the process's memory to the parent over IPC twice a second.
const timer = setInterval(() => {
  const { rss, heapUsed, heapTotal } = process.memoryUsage();
  process.send?.({ rss, heapUsed, heapTotal, at: Date.now() });
}, 500);
timer.unref();
