/**
 * The load benchmark's health prober (api/scripts/benchLoad.ts starts it): a process of
 * its own, so that the members' work in the bench process does not delay its requests,
 * sending `GET <url>` every 100 ms whether or not the previous one was answered. On 'stop'
 * it waits for the requests under way (at most 10 s) and sends back [at, ms, status] for
 * each (status 0: no answer).
 */
const url = process.argv[2];
if (!url || !process.send) {
  console.error('usage: benchLoadProber.ts <url> (started with an IPC channel)');
  process.exit(2);
}
const INTERVAL_MS = 100;
const TIMEOUT_MS = 10_000;
const samples: [number, number, number][] = [];
let underWay = 0;

function probe(): void {
  const at = Date.now();
  const started = performance.now();
  underWay++;
  fetch(url!, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    .then(
      async (response) => {
        await response.arrayBuffer();
        samples.push([at, performance.now() - started, response.status]);
      },
      () => samples.push([at, performance.now() - started, 0]),
    )
    .finally(() => underWay--);
}

const timer = setInterval(probe, INTERVAL_MS);
process.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  const waited = Date.now();
  const finish = setInterval(() => {
    if (underWay > 0 && Date.now() - waited < TIMEOUT_MS) return;
    clearInterval(finish);
    process.send!(samples, () => process.exit(0));
  }, 50);
});
process.send('ready');
