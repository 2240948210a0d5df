/* global process, setInterval, global */
// Benchmark only (api/scripts/bench.ts preloads it with `node --require`; never part of the
// API): reports the process's memory to the parent over IPC twice a second, and after a
// full collection when the parent asks ('gc'; needs --expose-gc).
const report = (afterGc) => {
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  process.send?.({ rss, heapUsed, heapTotal, external, arrayBuffers, at: Date.now(), afterGc });
};
setInterval(() => report(false), 500).unref();
process.on('message', (message) => {
  if (message !== 'gc' || typeof global.gc !== 'function') return;
  global.gc();
  report(true);
});
process.channel?.unref();
