import styled from 'styled-components';
import { MetaItem, MetaRow } from '@/design-system';

/*
 * A developer's profile header, shared by the page and its prerendered first screen (FirstScreen.tsx), so
 * that what the first screen draws is where the page then draws it (ADR 0012).
 */

/** The logo's side, in px. */
export const LOGO_PX = 112;

export const Profile = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

export const Identity = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  padding-inline: ${({ theme }) => theme.space[4]};
  /* The logo sits over the hero's lower edge. */
  margin-top: calc(${LOGO_PX / 2}px * -1);
  position: relative;

  ${({ theme }) => theme.mq.sm} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space[5]};
  }
`;

export const Logo = styled.div`
  flex: none;
  width: ${LOGO_PX}px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.bg};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.border};
`;

export const Names = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  max-width: 100%;
  flex: 1 1 auto;

  /* Beside the logo, below the hero: never over the picture. */
  ${({ theme }) => theme.mq.sm} {
    padding-top: calc(${LOGO_PX / 2}px + ${({ theme }) => theme.space[3]});
  }
`;

export const Meta = styled(MetaRow)`
  row-gap: ${({ theme }) => theme.space[1]};
`;

export const MetaFact = styled(MetaItem)`
  min-height: ${({ theme }) => theme.size.minHit};
`;

export const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

export const Stat = styled.div`
  display: grid;
  min-width: 7rem;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  dt {
    order: 2;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  dd {
    order: 1;
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

export const Description = styled.p`
  max-width: 72ch;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

