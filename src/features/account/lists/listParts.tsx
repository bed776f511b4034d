import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { PaginationMeta } from '@/design-system';
import { Pagination } from '@/design-system';
import { PageError } from '@/lib/errors';
import { renderRouterLink } from '@/lib/routerLink';
import { format } from '@/lib/strings';
import { accountListStrings } from '../listStrings';

/*
 * What the account area's list pages (friends, achievement, inventory, activity, history) share: the
 * page's frame and heading, the `?page=N` of the address (page links are shareable), the loading and
 * error states, and the page links (spec §4: shown only when total >= per page).
 */

/** A list page: its <h1>, then its blocks. */
export const ListPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/** The page number in the address: a positive whole number, else 1. */
export function readPageParam(value: string | null): number {
  const text = value?.trim() ?? '';
  if (!/^\d{1,6}$/.test(text)) return 1;
  const page = Number.parseInt(text, 10);
  return page >= 1 ? page : 1;
}

export function usePageParam(): number {
  const [params] = useSearchParams();
  return readPageParam(params.get('page'));
}

/** The list's page links: this address with `?page=N` (page 1 without it). */
export function ListPagination({ pagination, label }: { pagination: PaginationMeta; label: string }) {
  const { pathname } = useLocation();
  const s = accountListStrings.pagination;
  return (
    <Pagination
      total={pagination.total}
      from={pagination.from}
      to={pagination.to}
      current={pagination.current}
      last={pagination.last}
      per_page={pagination.per_page}
      getHref={(page) => (page > 1 ? `${pathname}?page=${page}` : pathname)}
      renderLink={renderRouterLink}
      labels={{ navigation: label, previous: s.previous, next: s.next, page: (page) => format(s.page, { page }) }}
      summary={({ from, to, total }) => (from !== null && to !== null ? format(s.range, { from, to, total }) : null)}
    />
  );
}

/** A list while its data loads: busy, named for assistive tech, drawn as `children` (skeletons). */
export function ListLoading({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div aria-busy="true" data-testid={testId}>
      <span role="status" className="orb-visually-hidden">
        {label}
      </span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/**
 * A list's data failed: 401/403/419/404 are thrown to the route's status screens (PageError), a network
 * failure or a server error shows inline with 'Try Again'.
 */
export function ListError({ error, onRetry, retrying, testId }: { error: unknown; onRetry: () => void; retrying: boolean; testId: string }) {
  return (
    <div data-testid={testId}>
      <PageError error={error} inlineErrorState onRetry={onRetry} retrying={retrying} />
    </div>
  );
}
