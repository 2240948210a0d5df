/** Text inputs grow with their content between 56 and 120 px (spec 2, section 9). */
export const AUTO_GROW = { minPx: 56, maxPx: 120 } as const;

export function autoGrowHeight(scrollHeight: number): { height: number; scrolls: boolean } {
  return {
    height: Math.min(AUTO_GROW.maxPx, Math.max(AUTO_GROW.minPx, Math.ceil(scrollHeight))),
    scrolls: scrollHeight > AUTO_GROW.maxPx,
  };
}
