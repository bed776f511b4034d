import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import type { RenderLink } from '../Card';
import { Pagination } from './Pagination';
import { paginationItems, shouldShowPagination, type PaginationMeta } from './paginationItems';

const E = 'ellipsis' as const;

/** Stands in for a router link: renders an <a>, keeps navigation in-app. */
const routerLink: RenderLink = ({ href, children, onClick, ...rest }) => (
  <a
    href={href}
    data-router=""
    {...rest}
    onClick={(event) => {
      event.preventDefault();
      onClick?.(event);
    }}
  >
    {children}
  </a>
);

describe('paginationItems (spec §4: first three, last three and neighbours of the current page, with ellipses)', () => {
  it.each([
    // Small page counts show every page.
    [1, 1, [1]],
    [2, 1, [1, 2]],
    [3, 2, [1, 2, 3]],
    [4, 1, [1, 2, 3, 4]],
    [5, 3, [1, 2, 3, 4, 5]],
    [6, 1, [1, 2, 3, 4, 5, 6]],
    // 7 pages from page 1: only page 4 would be skipped, so it is shown instead of an ellipsis.
    [7, 1, [1, 2, 3, 4, 5, 6, 7]],
    [7, 4, [1, 2, 3, 4, 5, 6, 7]],
    [7, 7, [1, 2, 3, 4, 5, 6, 7]],
    // 8 pages: two pages in the middle are skipped at the edges.
    [8, 1, [1, 2, 3, E, 6, 7, 8]],
    [8, 8, [1, 2, 3, E, 6, 7, 8]],
    [8, 4, [1, 2, 3, 4, 5, 6, 7, 8]],
    [8, 5, [1, 2, 3, 4, 5, 6, 7, 8]],
    // 9 pages: the middle page joins both ends.
    [9, 5, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [9, 1, [1, 2, 3, E, 7, 8, 9]],
    [9, 3, [1, 2, 3, 4, E, 7, 8, 9]],
    // 10 pages.
    // 10 pages from the middle: each side would skip a single page, so both are filled in.
    [10, 5, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [10, 6, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    // 11 pages: current in the exact middle.
    [11, 6, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    // 12 pages: edges, next to edges and middle.
    [12, 1, [1, 2, 3, E, 10, 11, 12]],
    [12, 2, [1, 2, 3, E, 10, 11, 12]],
    [12, 3, [1, 2, 3, 4, E, 10, 11, 12]],
    [12, 4, [1, 2, 3, 4, 5, E, 10, 11, 12]],
    [12, 5, [1, 2, 3, 4, 5, 6, E, 10, 11, 12]],
    [12, 6, [1, 2, 3, 4, 5, 6, 7, E, 10, 11, 12]],
    [12, 7, [1, 2, 3, E, 6, 7, 8, 9, 10, 11, 12]],
    [12, 8, [1, 2, 3, E, 7, 8, 9, 10, 11, 12]],
    [12, 10, [1, 2, 3, E, 9, 10, 11, 12]],
    [12, 12, [1, 2, 3, E, 10, 11, 12]],
    // 13 pages from the middle: an ellipsis on each side.
    [13, 7, [1, 2, 3, E, 6, 7, 8, E, 11, 12, 13]],
    // Large counts keep at most two ellipses.
    [100, 50, [1, 2, 3, E, 49, 50, 51, E, 98, 99, 100]],
  ] as const)('last=%i current=%i', (last, current, expected) => {
    expect(paginationItems({ current, last })).toEqual(expected);
  });

  it('covers every page exactly once for last = 1..12 and every current page', () => {
    for (let last = 1; last <= 12; last++) {
      for (let current = 1; current <= last; current++) {
        const items = paginationItems({ current, last });
        const pages = items.filter((x): x is number => x !== E);
        // Ascending and unique.
        expect(pages).toEqual([...new Set(pages)].toSorted((a, b) => a - b));
        // Always the first three, the last three and the neighbours (those that exist).
        const required = [1, 2, 3, last - 2, last - 1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last);
        expect(pages).toEqual(expect.arrayContaining(required));
        // Between two neighbouring items: consecutive pages, or an ellipsis skipping two or more.
        const steps = items.slice(1).map((item, i) => [items[i], item]);
        const bad = steps.filter(([a, b]) => {
          if (a === E) return b === E;
          if (b === E) return false;
          return b !== (a as number) + 1;
        });
        expect(bad).toEqual([]);
        const skipped = items.flatMap((x, i) => (x === E ? [(items[i + 1] as number) - (items[i - 1] as number) - 1] : []));
        expect(skipped.filter((n) => !(n >= 2))).toEqual([]);
      }
    }
  });

  it('clamps an out-of-range current page and returns nothing without pages', () => {
    expect(paginationItems({ current: 99, last: 12 })).toEqual([1, 2, 3, E, 10, 11, 12]);
    expect(paginationItems({ current: -3, last: 4 })).toEqual([1, 2, 3, 4]);
    expect(paginationItems({ current: 1, last: 0 })).toEqual([]);
    expect(paginationItems({ current: 1, last: Number.NaN })).toEqual([]);
  });
});

describe('shouldShowPagination (spec §4: shown only when total >= per page)', () => {
  it.each([
    [0, 8, false],
    [7, 8, false],
    [8, 8, true],
    [9, 8, true],
    [40, 8, true],
    [5, 0, false],
  ])('total=%i per_page=%i → %s', (total, per_page, expected) => {
    expect(shouldShowPagination({ total, per_page })).toBe(expected);
  });
});

const meta = (over: Partial<PaginationMeta> = {}): PaginationMeta => ({
  total: 160,
  per_page: 8,
  current: 10,
  last: 20,
  from: 73,
  to: 80,
  ...over,
});

describe('Pagination', () => {
  it('renders nothing when total is below per page', () => {
    const { container } = renderWithTheme(<Pagination {...meta({ total: 7, last: 1, current: 1 })} getHref={(p) => `?page=${p}`} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is a named nav landmark with links per page, aria-current on the current one', () => {
    renderWithTheme(<Pagination {...meta()} getHref={(p) => `/arcade/games/tag/vr?page=${p}`} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('link', { name: 'Page 10' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveTextContent('10');
    expect(within(nav).getByRole('link', { name: 'Page 20' })).toHaveAttribute('href', '/arcade/games/tag/vr?page=20');
    expect(within(nav).getByRole('link', { name: 'Page 9' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/arcade/games/tag/vr?page=9');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/arcade/games/tag/vr?page=11');
    // 1 2 3 … 9 10 11 … 18 19 20
    const pageNames = within(nav)
      .getAllByRole('link', { name: /^Page / })
      .map((a) => a.textContent);
    expect(pageNames).toEqual(['1', '2', '3', '9', '10', '11', '18', '19', '20']);
    expect(nav.textContent?.match(/…/g)).toHaveLength(2);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = renderWithTheme(<Pagination {...meta({ current: 1 })} getHref={(p) => `?page=${p}`} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '?page=2');

    rerender(<Pagination {...meta({ current: 20 })} getHref={(p) => `?page=${p}`} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '?page=19');
  });

  it('with a single full page shows page 1 with both steps disabled', () => {
    renderWithTheme(<Pagination {...meta({ total: 8, last: 1, current: 1 })} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('in button mode calls onPageChange, but not for the current page', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination {...meta()} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onPageChange.mock.calls).toEqual([[11], [9], [20]]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('in link mode renders through renderLink and still reports clicks', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination {...meta()} getHref={(p) => `?page=${p}`} renderLink={routerLink} onPageChange={onPageChange} />);
    const link = screen.getByRole('link', { name: 'Page 11' });
    expect(link).toHaveAttribute('data-router');
    await userEvent.click(link);
    expect(onPageChange).toHaveBeenCalledWith(11);
  });

  it('takes its labels from props and passes aria attributes through', () => {
    renderWithTheme(
      <Pagination
        {...meta({ current: 2 })}
        getHref={(p) => `?page=${p}`}
        labels={{ navigation: 'Seiten', previous: 'Zurück', next: 'Weiter', page: (n) => `Seite ${n}` }}
        aria-describedby="results"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Seiten' });
    expect(nav).toHaveAttribute('aria-describedby', 'results');
    expect(within(nav).getByRole('link', { name: 'Zurück' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Weiter' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders an optional summary from from/to/total', () => {
    renderWithTheme(<Pagination {...meta()} getHref={(p) => `?page=${p}`} summary={({ from, to, total }) => `${from}–${to} of ${total}`} />);
    expect(screen.getByText('73–80 of 160')).toBeInTheDocument();
  });
});
