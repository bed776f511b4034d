import type { Pagination } from '../../src/api/schemas';
import { isEmptyScenario } from '../scenarios/state';

/**
 * Spec §3 pagination of `items` (already filtered and sorted): page `page` (1-based, default 1) of
 * `perPage`. Under the `empty` scenario every list is empty. A page past the end has no items.
 */
export function paginate<T>(items: readonly T[], options: { page?: number; perPage: number }): Pagination<T> {
  const all = isEmptyScenario() ? [] : items;
  const perPage = Math.max(1, Math.floor(options.perPage));
  const current = Math.max(1, Math.floor(options.page ?? 1));
  const total = all.length;
  const last = Math.max(1, Math.ceil(total / perPage));
  const start = (current - 1) * perPage;
  const pageItems = all.slice(start, start + perPage);
  return {
    total,
    from: pageItems.length > 0 ? start + 1 : null,
    to: pageItems.length > 0 ? start + pageItems.length : null,
    current,
    last,
    per_page: perPage,
    items: pageItems,
  };
}
