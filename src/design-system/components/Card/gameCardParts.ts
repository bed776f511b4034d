import styled from 'styled-components';

/* The measures GameCard and its skeleton share, in a module of their own: a first screen that shows only
   the skeleton (ADR 0012) does not carry the card's code into the startup bundle. */

export const chipHeight = '28px';
export const statsHeight = '26px';

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[2]};
`;

