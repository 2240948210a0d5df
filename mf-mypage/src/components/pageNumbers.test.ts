import { PAGE_BUTTONS, pageAfterRemoval, pageToGo, visiblePages } from './pageNumbers.ts';

describe('visiblePages', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 12, [1, 2, 3, 4, 5]],
    [3, 12, [1, 2, 3, 4, 5]],
    [4, 12, [2, 3, 4, 5, 6]],
    [7, 12, [5, 6, 7, 8, 9]],
    [11, 12, [8, 9, 10, 11, 12]],
    [12, 12, [8, 9, 10, 11, 12]],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(visiblePages(current, total)).toEqual(expected);
  });

  it('never shows more than five buttons, nor pages outside 1..total', () => {
    for (let total = 0; total <= 20; total += 1) {
      for (let current = -1; current <= total + 2; current += 1) {
        const pages = visiblePages(current, total);
        expect(pages.length).toBe(Math.min(PAGE_BUTTONS, total));
        expect(pages.every((p) => p >= 1 && p <= total)).toBe(true);
      }
    }
  });
});

describe('pageToGo', () => {
  it('goes to an existing page other than the current one', () => {
    expect(pageToGo(2, 1, 3)).toBe(2);
    expect(pageToGo(1, 3, 3)).toBe(1);
  });

  it.each([
    [0, 1, 3],
    [-1, 1, 3],
    [4, 3, 3],
    [1.5, 1, 3],
    [Number.NaN, 1, 3],
    [1, 1, 0],
  ])('ignores page %p (current %i of %i)', (requested, current, total) => {
    expect(pageToGo(requested, current, total)).toBeNull();
  });

  it('ignores the page already shown', () => {
    expect(pageToGo(2, 2, 3)).toBeNull();
  });
});

describe('pageAfterRemoval', () => {
  it('stays while the page has items, goes back one when it empties, never below 1', () => {
    expect(pageAfterRemoval(3, 4)).toBe(3);
    expect(pageAfterRemoval(3, 0)).toBe(2);
    expect(pageAfterRemoval(1, 0)).toBe(1);
  });
});
