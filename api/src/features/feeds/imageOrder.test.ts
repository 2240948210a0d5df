import { arrangeImages } from './imageOrder.ts';

describe('arrangeImages', () => {
  it('puts kept images at their 0-based orders and new ones in the gaps', () => {
    expect(arrangeImages([2, 0], 2)).toEqual({ keptPositions: [2, 0], newPositions: [1, 3] });
  });

  it('reads 1-based orders when they cannot be 0-based', () => {
    expect(arrangeImages([3, 1], 1)).toEqual({ keptPositions: [2, 0], newPositions: [1] });
  });

  it('keeps the relative order, new images last, when orders are not positions', () => {
    expect(arrangeImages([10, 5, 5], 2)).toEqual({
      keptPositions: [2, 0, 1],
      newPositions: [3, 4],
    });
    expect(arrangeImages([0.5, 0.2], 0)).toEqual({ keptPositions: [1, 0], newPositions: [] });
  });

  it('handles only new images, and only kept ones', () => {
    expect(arrangeImages([], 3)).toEqual({ keptPositions: [], newPositions: [0, 1, 2] });
    expect(arrangeImages([1, 0], 0)).toEqual({ keptPositions: [1, 0], newPositions: [] });
  });
});
