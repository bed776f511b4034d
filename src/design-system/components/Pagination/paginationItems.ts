/** The spec's Pagination entity (§3) without its items. Laravel sends null from/to on an empty page. */
export interface PaginationMeta {
  total: number;
  to: number | null;
  from: number | null;
  current: number;
  last: number;
  per_page: number;
}

export type PaginationItem = number | 'ellipsis';

/** How many pages are always shown at each end (spec §4: 'first three, last three'). */
const EDGE = 3;

/**
 * The page buttons to show (spec §4): 'first three, last three and neighbours of the current page
 * are shown with ellipses'. Neighbours are current - 1 and current + 1.
 *
 * Overlapping ranges merge. An ellipsis stands only where pages are skipped. Where exactly one
 * page would be skipped, that page is shown instead: an ellipsis would take the same room and
 * hide a page for nothing (so 1 2 3 4 5 … rather than 1 2 3 … 5 for a gap at 4).
 *
 * `current` is clamped to 1..last; `last` below 1 yields no items.
 */
export function paginationItems({ current, last }: Pick<PaginationMeta, 'current' | 'last'>): PaginationItem[] {
  const lastPage = Number.isFinite(last) ? Math.floor(last) : 0;
  if (lastPage < 1) return [];
  const page = Math.min(Math.max(Number.isFinite(current) ? Math.floor(current) : 1, 1), lastPage);

  const shown = new Set<number>();
  for (let i = 1; i <= Math.min(EDGE, lastPage); i++) shown.add(i);
  for (let i = Math.max(1, lastPage - EDGE + 1); i <= lastPage; i++) shown.add(i);
  for (let i = Math.max(1, page - 1); i <= Math.min(lastPage, page + 1); i++) shown.add(i);

  const pages = [...shown].toSorted((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of pages) {
    const gap = p - previous - 1;
    if (gap === 1) items.push(p - 1);
    else if (gap > 1) items.push('ellipsis');
    items.push(p);
    previous = p;
  }
  return items;
}

/**
 * 'Pagination is shown only when total >= per page' (spec §4), taken literally: exactly one full
 * page (total 8, per page 8) still shows it. A missing or non-positive page size shows nothing.
 */
export function shouldShowPagination({ total, per_page }: Pick<PaginationMeta, 'total' | 'per_page'>): boolean {
  if (!Number.isFinite(total) || !Number.isFinite(per_page) || per_page <= 0) return false;
  return total >= per_page;
}
