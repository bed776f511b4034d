import { Link } from 'react-router';
import styled from 'styled-components';
import { Icon } from '@/design-system';
import { format } from '@/lib/strings';
import { blogHref, withoutFilter, type BlogFilter, type BlogPageParams, BLOG_FILTERS } from '../params';
import { blogStrings } from '../strings';

const labels: Record<BlogFilter, string> = {
  cat: blogStrings.filterCategory,
  author: blogStrings.filterAuthor,
  tag: blogStrings.filterTag,
};

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.size.minHit};
  padding-inline: ${({ theme }) => `${theme.space[4]} ${theme.space[1]}`};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.accent} 60%, ${({ theme }) => theme.color.border});
  border-radius: ${({ theme }) => theme.radius.pill};
  background: color-mix(in srgb, ${({ theme }) => theme.color.accent} 14%, ${({ theme }) => theme.color.surface});
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Remove = styled(Link)`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text};

  &:hover {
    background: ${({ theme }) => theme.color.surfaceStrong};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

const Clear = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.minHit};
  padding-inline: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.link};
  font-size: ${({ theme }) => theme.fontSize.sm};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

/** The URL's filters (cat, author, tag) as chips; each one's × is a link to the list without it. */
export function FilterChips({ params }: { params: BlogPageParams }) {
  const active = BLOG_FILTERS.filter((f) => params[f] !== undefined);
  if (active.length === 0) return null;
  return (
    <nav aria-label={blogStrings.filtersLabel}>
      <List data-testid="blog-filters">
        {active.map((filter) => {
          const text = format(labels[filter], { value: params[filter] ?? '' });
          return (
            <Chip key={filter} data-filter={filter}>
              <span>{text}</span>
              <Remove to={withoutFilter(params, filter)} aria-label={format(blogStrings.removeFilter, { filter: text })}>
                <Icon name="close" size="sm" tone="inherit" />
              </Remove>
            </Chip>
          );
        })}
        {active.length > 1 && (
          <li>
            <Clear to={blogHref()}>{blogStrings.clearFilters}</Clear>
          </li>
        )}
      </List>
    </nav>
  );
}
