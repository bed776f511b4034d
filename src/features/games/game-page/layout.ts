import styled from 'styled-components';

/*
 * The game page's grid, shared by the page and its skeleton so that swapping one for the other shifts
 * nothing: the heading, the play area (stage, controls, reactions), then the details in two columns from
 * the large breakpoint (description and about panel; developer, stats, badges, tags and the ad block at
 * the side), then the lists and the reviews.
 */

export const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Excerpt = styled.p`
  max-width: 72ch;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
  overflow-wrap: anywhere;
`;

export const PlayArea = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: start;

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

export const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-content: start;
  min-width: 0;
`;

export const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-content: start;
  min-width: 0;
`;

/** A wrapping row of chips (feature badges, stats, tags): a list without bullets. */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The room of the parts below the description until the player heads there (useOnApproach): the footer stays out of the first screen. */
export const LaterRoom = styled.div`
  min-height: 100vh;
`;
