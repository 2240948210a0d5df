/** The API benchmark's budgets and its markdown table (api/scripts/bench.ts runs them). */

export interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface Row {
  name: string;
  group: 'list' | 'detail' | 'search' | 'like' | 'other';
  api: Figures;
  hello: Figures;
  ratio: number;
  /** The API process's CPU time per request at full load: independent of other load. */
  cpuMsPerRequest: number;
  /** At a fixed rate of half the API's maximum. */
  halfRate: Figures & { rate: number };
  searchP95Ms?: number;
  /** CPU time of the API process per sequential search: independent of other load. */
  searchCpuMs?: number;
  rssMb: number;
  heapMb: number;
  loadAverage: number;
}

export interface Soak {
  seconds: number;
  rate: number;
  /** After a full collection: before the soak, then at the end of each fifth. */
  windows: { rssMb: number; heapFloorMb: number; externalMb: number }[];
  flat: boolean;
  figures: Figures;
}

export interface Check {
  budget: string;
  measured: string;
  met: boolean;
  by: string;
}

export const BUDGETS = {
  /** Share of a bare Fastify hello world's requests/s: the API's floor, a visitor, a member. */
  healthRatio: 0.6,
  listRatio: 0.4,
  memberRatio: 0.1,
  listP99AtHalfMs: 15,
  searchP95Ms: 30,
  likeP99Ms: 20,
  deepPageRatio: 0.9,
};

const over = (value: number, limit: number, unit: string) =>
  `over by ${(value - limit).toFixed(1)} ${unit}`;

export function checks(rows: Row[], soak: Soak | null): Check[] {
  const out: Check[] = [];
  const check = (budget: string, measured: string, met: boolean, miss: string) =>
    out.push({ budget, measured, met, by: met ? '' : miss });
  const ratioCheck = (row: Row, ratio: number) => {
    const percent = row.ratio * 100;
    check(
      `${row.name}: >= ${ratio * 100}% of hello world's requests/s`,
      `${percent.toFixed(1)}%`,
      row.ratio >= ratio,
      `short by ${(ratio * 100 - percent).toFixed(1)} points`,
    );
  };
  for (const row of rows) {
    if (row.name.startsWith('health')) ratioCheck(row, BUDGETS.healthRatio);
    if (row.group === 'list' || row.group === 'detail') {
      ratioCheck(row, row.name.includes('(member') ? BUDGETS.memberRatio : BUDGETS.listRatio);
    }
    if (row.group === 'list' || row.group === 'detail' || row.name.startsWith('health')) {
      check(
        `${row.name}: p99 <= 15 ms at half its maximum rate`,
        `${row.halfRate.p99Ms} ms`,
        row.halfRate.p99Ms <= BUDGETS.listP99AtHalfMs,
        over(row.halfRate.p99Ms, BUDGETS.listP99AtHalfMs, 'ms'),
      );
    }
    if (row.group === 'search') {
      const p95 = row.searchP95Ms ?? Infinity;
      check(
        `${row.name}: p95 <= 30 ms`,
        `${p95} ms (API CPU ${row.searchCpuMs ?? '?'} ms per search)`,
        p95 <= BUDGETS.searchP95Ms,
        over(p95, BUDGETS.searchP95Ms, 'ms'),
      );
    }
    if (row.group === 'like') {
      check(
        `${row.name}: p99 <= 20 ms (at half its maximum rate)`,
        `${row.halfRate.p99Ms} ms (at full load ${row.api.p99Ms} ms)`,
        row.halfRate.p99Ms <= BUDGETS.likeP99Ms,
        over(row.halfRate.p99Ms, BUDGETS.likeP99Ms, 'ms'),
      );
    }
  }
  const first = rows.find((row) => row.name.startsWith('feed list: page 1 (member'));
  const deep = rows.find((row) => row.name.startsWith('feed list: deep page'));
  if (first && deep) {
    const ratio = deep.api.requestsPerSecond / first.api.requestsPerSecond;
    check(
      'deep page as fast as page 1 (requests/s >= 90% of page 1, same viewer, same run)',
      `${(ratio * 100).toFixed(0)}%; p50 ${deep.api.p50Ms} vs ${first.api.p50Ms} ms`,
      ratio >= BUDGETS.deepPageRatio,
      `short by ${((BUDGETS.deepPageRatio - ratio) * 100).toFixed(0)} points`,
    );
  }
  if (soak) {
    const a = soak.windows[0];
    const b = soak.windows.at(-1);
    check(
      `memory flat over ${soak.seconds} s of mixed load at ${soak.rate} requests/s`,
      `heap after collection ${a?.heapFloorMb} -> ${b?.heapFloorMb} MB, RSS ${a?.rssMb} -> ${b?.rssMb} MB`,
      soak.flat,
      'grew',
    );
  }
  return out;
}

/** Flat: heap and RSS at the end within 10% (plus a few MB) of where they started. */
export function isFlat(windows: Soak['windows']): boolean {
  const a = windows[0];
  const b = windows.at(-1);
  if (!a || !b) return false;
  return b.heapFloorMb <= a.heapFloorMb * 1.1 + 5 && b.rssMb <= a.rssMb * 1.1 + 10;
}

export function table(
  header: string,
  rows: Row[],
  soak: Soak | null,
  list: Check[],
  footer: string,
): string[] {
  return [
    '# API benchmark',
    '',
    header,
    '',
    '| scenario | req/s | p50 ms | p99 ms | errors | hello req/s | ratio | API CPU ms per request | p50 / p99 ms at half rate | search p95 ms (sequential) / API CPU ms each | API RSS / heap MB | load |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.api.requestsPerSecond} | ${row.api.p50Ms} | ${row.api.p99Ms} | ${row.api.errors + row.api.non2xx} | ${row.hello.requestsPerSecond} | ${(row.ratio * 100).toFixed(1)}% | ${row.cpuMsPerRequest} | ${row.halfRate.p50Ms} / ${row.halfRate.p99Ms} (${row.halfRate.rate}/s) | ${row.searchP95Ms === undefined ? '' : `${row.searchP95Ms} / ${row.searchCpuMs}`} | ${row.rssMb} / ${row.heapMb} | ${row.loadAverage.toFixed(1)} |`,
    ),
    '',
    ...(soak
      ? [
          `Memory over ${soak.seconds} s of mixed load (visitor and member lists, a post, search, like/unlike) at ${soak.rate} requests/s (p99 ${soak.figures.p99Ms} ms, ${soak.figures.errors + soak.figures.non2xx} errors); after a full collection before it and at the end of each fifth: RSS ${soak.windows.map((w) => w.rssMb).join(', ')} MB; heap ${soak.windows.map((w) => w.heapFloorMb).join(', ')} MB; buffers outside the heap ${soak.windows.map((w) => w.externalMb).join(', ')} MB: ${soak.flat ? 'flat' : 'growing'}.`,
          '',
        ]
      : []),
    '| budget | measured | met |',
    '|---|---|---|',
    ...list.map((c) => `| ${c.budget} | ${c.measured} | ${c.met ? 'yes' : `no, ${c.by}`} |`),
    '',
    footer,
  ];
}
