import type { Pagination } from '@kfeed/contracts/envelope';

/** The pagination object of a 1-based page of `size` items out of `total`. */
export function pagination(page: number, size: number, total: number, onPage: number): Pagination {
  const totalPages = Math.ceil(total / size);
  return {
    currentPage: page,
    totalPages,
    totalElements: total,
    first: page === 1,
    last: page >= totalPages,
    numberOfElements: onPage,
  };
}
