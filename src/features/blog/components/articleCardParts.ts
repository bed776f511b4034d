import styled from 'styled-components';

/* What ArticleCard and its skeleton share, in a module of their own: the blog index's first screen shows
   only the skeleton (ADR 0012) and does not carry the card's code into the startup bundle. */

/** The card's hero `sizes`: a column of the grid from the medium breakpoint, the whole width below it. */
export const CARD_HERO_SIZES = '(min-width: 768px) 400px, 100vw';

export const ArticleCardBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

