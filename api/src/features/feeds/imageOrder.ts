/**
 * Where kept and new images go after an edit. The client sends each kept image's `order`
 * (its position among all the post's images, counted from 0 — or from 1); new images fill
 * the free positions in upload order. Orders that cannot be positions (duplicates, out of
 * range, fractions) keep the kept images' relative order, new images after them.
 */
export function arrangeImages(
  keptOrders: readonly number[],
  newCount: number,
): { keptPositions: number[]; newPositions: number[] } {
  const total = keptOrders.length + newCount;
  const distinctIntegers =
    keptOrders.every(Number.isInteger) && new Set(keptOrders).size === keptOrders.length;
  let requested: number[] | null = null;
  if (distinctIntegers && keptOrders.every((order) => order >= 0 && order < total))
    requested = [...keptOrders];
  else if (distinctIntegers && keptOrders.every((order) => order >= 1 && order <= total))
    requested = keptOrders.map((order) => order - 1);

  if (requested) {
    const taken = new Set(requested);
    const free = Array.from({ length: total }, (_, position) => position).filter(
      (position) => !taken.has(position),
    );
    return { keptPositions: requested, newPositions: free };
  }
  const ranked = keptOrders
    .map((order, index) => ({ order, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index);
  const keptPositions = new Array<number>(keptOrders.length);
  ranked.forEach((entry, rank) => {
    keptPositions[entry.index] = rank;
  });
  return {
    keptPositions,
    newPositions: Array.from({ length: newCount }, (_, i) => keptOrders.length + i),
  };
}
