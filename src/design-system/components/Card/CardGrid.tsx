import { Children, isValidElement, type HTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type CardGridColumns = 'auto' | 2 | 3 | 4;
export type CardGridDensity = 'compact' | 'comfortable' | 'roomy';

export interface CardGridProps extends HTMLAttributes<HTMLElement> {
  /**
   * 'auto' fits as many columns as the minimum card width allows (empty tracks are kept, so a short
   * last row lines up with the rows above). A number forces that many columns from the large
   * breakpoint up: 2 is the tag page's two-column grid. Narrow screens get one column, tablets at
   * most two, because smaller cards would be too small to read.
   */
  columns?: CardGridColumns;
  /** Minimum card width in 'auto' mode. */
  density?: CardGridDensity;
  /** A list (each child in an <li>) by default; `false` renders plain <div>s for non-list content. */
  list?: boolean;
  /** Marks the grid as loading (e.g. while it shows skeletons). */
  busy?: boolean;
  children?: ReactNode;
}

const minWidth = { compact: '200px', comfortable: '260px', roomy: '320px' } as const;

const Grid = styled.ul<{ $columns: CardGridColumns; $density: CardGridDensity }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $columns, $density, theme }) =>
    $columns === 'auto'
      ? css`
          grid-template-columns: repeat(auto-fill, minmax(min(100%, ${minWidth[$density]}), 1fr));
        `
      : css`
          grid-template-columns: minmax(0, 1fr);
          ${theme.mq.md} {
            grid-template-columns: repeat(${Math.min($columns, 2)}, minmax(0, 1fr));
          }
          ${theme.mq.lg} {
            grid-template-columns: repeat(${$columns}, minmax(0, 1fr));
          }
        `}

  ${({ theme }) => theme.mq.md} {
    gap: ${({ theme }) => theme.space[6]};
  }
`;

/* Grid items stretch their card to the full cell, so a row of cards shares one height. */
const Cell = styled.li`
  display: grid;
  min-width: 0;
`;

/** A responsive grid for cards. It has no outer margin and fills its container's width. */
export function CardGrid({ columns = 'auto', density = 'comfortable', list = true, busy, children, ...rest }: CardGridProps) {
  const items = Children.toArray(children);
  return (
    <Grid
      as={list ? 'ul' : 'div'}
      // Safari drops list semantics from `list-style: none` lists unless the role is explicit.
      role={list ? 'list' : undefined}
      $columns={columns}
      $density={density}
      aria-busy={busy || undefined}
      {...rest}
    >
      {items.map((child, i) => (
        <Cell as={list ? 'li' : 'div'} key={isValidElement(child) && child.key != null ? child.key : i}>
          {child}
        </Cell>
      ))}
    </Grid>
  );
}
