import styled from 'styled-components';

/**
 * A first screen's own frame inside the skeleton's page area: its blocks spaced like Page's 'lg' gap, as
 * the page itself draws them (the help centre's and search's first screens).
 */
export const PageBlocks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;
