import { formatRelativeTime, parseUtc, relativeTimeParts } from '@kfeed/kit/utils/relativeTime';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTimeParts', () => {
  it.each([
    [0, 0, 'second'],
    [59 * S, 59, 'second'],
    [60 * S, 1, 'minute'],
    [59 * M, 59, 'minute'],
    [H, 1, 'hour'],
    [23 * H + 59 * M, 23, 'hour'],
    [D, 1, 'day'],
    [6 * D, 6, 'day'],
    [7 * D, 1, 'week'],
    [29 * D, 4, 'week'],
    [30 * D, 1, 'month'],
    [364 * D, 12, 'month'],
    [365 * D, 1, 'year'],
    [800 * D, 2, 'year'],
  ])('%i ms ago is %i %s', (elapsed, value, unit) => {
    expect(relativeTimeParts(ago(elapsed), now)).toEqual({ value, unit });
  });

  it('treats a future time as just now', () => {
    expect(relativeTimeParts(new Date(now.getTime() + 5000), now)).toEqual({
      value: 0,
      unit: 'second',
    });
  });
});

describe('parseUtc', () => {
  it('reads a timestamp without a zone as UTC', () => {
    expect(parseUtc('2026-03-10 11:00:00').toISOString()).toBe('2026-03-10T11:00:00.000Z');
    expect(parseUtc('2026-03-10T11:00:00Z').toISOString()).toBe('2026-03-10T11:00:00.000Z');
    expect(parseUtc('2026-03-10T20:00:00+09:00').toISOString()).toBe('2026-03-10T11:00:00.000Z');
  });
});

describe('formatRelativeTime', () => {
  it('uses singular and plural forms', () => {
    expect(formatRelativeTime('2026-03-10T11:59:59Z', 'en', now)).toBe('1 second ago');
    expect(formatRelativeTime('2026-03-10T11:58:00Z', 'en', now)).toBe('2 minutes ago');
    expect(formatRelativeTime('2026-03-10T11:00:00Z', 'en', now)).toBe('1 hour ago');
    expect(formatRelativeTime('2026-02-01T12:00:00Z', 'en', now)).toBe('1 month ago');
    expect(formatRelativeTime('2024-03-10T12:00:00Z', 'en', now)).toBe('2 years ago');
  });

  it('speaks the reader language', () => {
    expect(formatRelativeTime('2026-03-10T11:57:00Z', 'ko', now)).toBe('3분 전');
    expect(formatRelativeTime('2026-03-10T11:57:00Z', 'ja', now)).toBe('3 分前');
    expect(formatRelativeTime('2026-03-10T11:59:00Z', 'ru', now)).toBe('1 минуту назад');
    expect(formatRelativeTime('2026-03-10T11:55:00Z', 'ru', now)).toBe('5 минут назад');
  });

  it('says "just now" for new content, never "0 seconds ago"', () => {
    expect(formatRelativeTime('2026-03-10T12:00:00Z', 'en', now)).toBe('just now');
    expect(formatRelativeTime('2026-03-10T12:00:03Z', 'ko', now)).toBe('방금 전');
    expect(formatRelativeTime('2026-03-10T12:00:00Z', 'km', now)).not.toMatch(/0/);
  });

  it('gives nothing for an unreadable time', () => {
    expect(formatRelativeTime('not a time', 'en', now)).toBe('');
  });
});

describe('formatRelativeTime where browsers lack the data', () => {
  it.each([
    ['my', '2026-03-10T07:00:00Z', 'ပြီးခဲ့သည့် 5 နာရီ'],
    ['km', '2026-03-09T12:00:00Z', '1 ថ្ងៃ\u200bមុន'],
    ['ne', '2026-03-10T11:59:59Z', '1 सेकेन्ड पहिले'],
    ['mn', '2026-02-24T12:00:00Z', '2 долоо хоногийн өмнө'],
    ['uz', '2025-03-10T12:00:00Z', '1 yil oldin'],
  ])('%s uses CLDR patterns', (language, utc, expected) => {
    // Digits follow the language where the engine knows its numbering (Node: Myanmar digits).
    const text = formatRelativeTime(utc, language, now).replace(/[၀-၉०-९]/g, (d) => {
      const code = d.codePointAt(0)!;
      return String(code - (code >= 0x1040 ? 0x1040 : 0x966));
    });
    expect(text).toBe(expected);
  });
});
