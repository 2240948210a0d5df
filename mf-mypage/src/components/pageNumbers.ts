/** The pagination control shows this many page buttons (spec 2, section 9). */
export const PAGE_BUTTONS = 5;

/**
 * The page numbers to show: up to five consecutive pages around the current one, kept
 * inside 1..totalPages (pages 1-5 at the start, the last five at the end).
 */
export function visiblePages(
  currentPage: number,
  totalPages: number,
  buttons = PAGE_BUTTONS,
): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(buttons, totalPages);
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const first = Math.min(Math.max(1, current - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

/** A page a control may go to: the requested one when it exists and is not already shown. */
export function pageToGo(
  requested: number,
  currentPage: number,
  totalPages: number,
): number | null {
  if (!Number.isInteger(requested) || requested < 1 || requested > totalPages) return null;
  return requested === currentPage ? null : requested;
}

/** After an item is removed: the page to show, the previous one when this page emptied. */
export function pageAfterRemoval(currentPage: number, itemsLeftOnPage: number): number {
  return itemsLeftOnPage > 0 ? currentPage : Math.max(1, currentPage - 1);
}
