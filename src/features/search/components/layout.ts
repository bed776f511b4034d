import styled from 'styled-components';

/* The page's frame, shared by the page and its first screen (FirstScreen.tsx), so that both draw alike. */

/** The heading above the refine-search form. */
export const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/** The result sections, one under another. */
export const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
`;
