import { formatDay, groupByDay } from './dayGroups.ts';

/** A local time as the server would send it (UTC, seconds). */
const at = (year: number, month: number, day: number, hour: number) =>
  new Date(year, month - 1, day, hour).toISOString().replace(/\.\d{3}Z$/, 'Z');

const now = new Date(2026, 10, 26, 9, 30);

test('runs by local day: today, yesterday, then earlier days', () => {
  const items = [
    at(2026, 11, 26, 9),
    at(2026, 11, 26, 0),
    at(2026, 11, 25, 23),
    at(2026, 11, 20, 12),
    at(2026, 11, 20, 8),
    at(2025, 12, 31, 22),
  ];
  const groups = groupByDay(items, (item) => item, now);
  expect(groups.map((g) => [g.kind, g.key, g.items.length])).toEqual([
    ['today', '2026-11-26', 2],
    ['yesterday', '2026-11-25', 1],
    ['earlier', '2026-11-20', 2],
    ['earlier', '2025-12-31', 1],
  ]);
});

test("an earlier day in the reader's language, with the year only when it is not this one", () => {
  expect(formatDay(new Date(2026, 10, 20, 12), 'en', now)).toBe('Fri, November 20');
  expect(formatDay(new Date(2025, 11, 31, 12), 'en', now)).toBe('Wed, December 31, 2025');
  expect(formatDay(new Date(2026, 10, 20, 12), 'ko', now)).toBe('11월 20일 (금)');
});
