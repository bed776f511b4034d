import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../../icons';
import { LinkSlot, type RenderLink } from '../Card/renderLink';
import { paginationItems, shouldShowPagination, type PaginationMeta } from './paginationItems';

export interface PaginationLabels {
  /** The nav landmark's name. */
  navigation?: string;
  previous?: string;
  next?: string;
  /** Accessible name of a page link; it contains the visible number (WCAG 2.5.3). */
  page?: (page: number) => string;
}

export interface PaginationProps extends PaginationMeta, Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Link mode: every page is a shareable URL. Preferred for lists that live in the address bar. */
  getHref?: (page: number) => string;
  /**
   * Button mode (when there is no getHref); in link mode it is also called on click, without
   * preventing navigation.
   */
  onPageChange?: (page: number) => void;
  renderLink?: RenderLink;
  labels?: PaginationLabels;
  /** Optional range line, e.g. ({ from, to, total }) => `${from}–${to} of ${total}`. */
  summary?: (range: Pick<PaginationMeta, 'from' | 'to' | 'total'>) => ReactNode;
}

const defaultLabels: Required<PaginationLabels> = {
  navigation: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
};

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const List = styled.ul`
  grid-area: pages;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.md} {
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const item = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: ${({ theme }) => theme.size.minHit};
  min-height: ${({ theme }) => theme.size.minHit};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.duration.fast}ms,
    border-color ${({ theme }) => theme.duration.fast}ms,
    box-shadow ${({ theme }) => theme.duration.fast}ms;

  &:hover:not(:disabled):not([aria-current='page']) {
    background: ${({ theme }) => theme.color.surfaceRaised};
    border-color: ${({ theme }) => theme.color.borderStrong};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accentHover};
    color: ${({ theme }) => theme.color.textOnAccent};
    box-shadow: ${({ theme }) => theme.shadow.glow};
    cursor: default;
  }

  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const PageLink = styled(LinkSlot)`
  ${item}
`;

const PageButton = styled.button`
  ${item}
`;

/* On narrow screens the pages come first and Previous/Next share the row below, each half wide;
   from the medium breakpoint all sit in one row. */
const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  grid-template-areas: 'pages pages' 'prev next';
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: auto auto auto;
    grid-template-areas: 'prev pages next';
    justify-content: center;
    width: auto;
  }
`;

const Step = styled.div<{ $area: 'prev' | 'next' }>`
  grid-area: ${({ $area }) => $area};
  display: flex;

  > * {
    flex: 1;
  }
`;

const Ellipsis = styled.span`
  display: inline-flex;
  align-items: flex-end;
  justify-content: center;
  min-width: ${({ theme }) => theme.size.minHit};
  color: ${({ theme }) => theme.color.textMuted};
  letter-spacing: 0.1em;
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * Page navigation for a paginated list (spec §3 Pagination entity, §4 rules). Renders nothing
 * unless total >= per page. Pages are links when `getHref` is given (shareable URLs), otherwise
 * buttons calling `onPageChange`. Previous and Next are disabled at the ends.
 */
export function Pagination({
  total,
  to,
  from,
  current,
  last,
  per_page,
  getHref,
  onPageChange,
  renderLink,
  labels,
  summary,
  ...rest
}: PaginationProps) {
  if (!shouldShowPagination({ total, per_page })) return null;
  const text = { ...defaultLabels, ...labels };
  const items = paginationItems({ current, last });
  const lastPage = Math.max(1, Math.floor(last));
  const page = Math.min(Math.max(Math.floor(current), 1), lastPage);

  const control = (target: number, content: ReactNode, options: { label?: string; rel?: string; isCurrent?: boolean; disabled?: boolean }) => {
    const { label, rel, isCurrent = false, disabled = false } = options;
    if (disabled) {
      // A link cannot be disabled; a disabled button says "unavailable" to every user.
      return (
        <PageButton type="button" disabled aria-label={label}>
          {content}
        </PageButton>
      );
    }
    if (getHref) {
      return (
        <PageLink
          href={getHref(target)}
          renderLink={renderLink}
          aria-label={label}
          aria-current={isCurrent ? 'page' : undefined}
          rel={rel}
          onClick={onPageChange && !isCurrent ? () => onPageChange(target) : undefined}
        >
          {content}
        </PageLink>
      );
    }
    return (
      <PageButton
        type="button"
        aria-label={label}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={isCurrent ? undefined : () => onPageChange?.(target)}
      >
        {content}
      </PageButton>
    );
  };

  return (
    <Nav aria-label={text.navigation} {...rest}>
      <Row>
        <Step $area="prev">
          {control(
            page - 1,
            <>
              <Icon name="chevron-left" size="md" tone="inherit" />
              {text.previous}
            </>,
            { rel: 'prev', disabled: page <= 1 },
          )}
        </Step>
        <List>
          {items.map((entry, i) =>
            entry === 'ellipsis' ? (
              // Screen readers skip the ellipsis: every page link is already named by its number.
              <li key={`ellipsis-${i}`} aria-hidden="true">
                <Ellipsis>…</Ellipsis>
              </li>
            ) : (
              <li key={entry}>{control(entry, entry, { label: text.page(entry), isCurrent: entry === page })}</li>
            ),
          )}
        </List>
        <Step $area="next">
          {control(
            page + 1,
            <>
              {text.next}
              <Icon name="chevron-right" size="md" tone="inherit" />
            </>,
            { rel: 'next', disabled: page >= lastPage },
          )}
        </Step>
      </Row>
      {summary && <Summary>{summary({ from, to, total })}</Summary>}
    </Nav>
  );
}
