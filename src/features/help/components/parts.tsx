import { Link } from 'react-router';
import styled, { css } from 'styled-components';

/** The help pages' frame: centred column, the same spacing as the other content pages. */
export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  width: 100%;
  max-width: ${({ theme }) => theme.size.contentMax};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  }
`;

export const Heading = styled.h1`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`;

export const SectionHeading = styled.h2`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

export const CardHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  max-width: 48rem;
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

/** Two columns from md up (player cards, legal links). */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const linkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  color: ${({ theme }) => theme.color.accent};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: underline;
  text-underline-offset: 0.2em;

  &:hover {
    color: ${({ theme }) => theme.color.accentHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** An in-app text link with a generous hit area (headset laser pointers, guide §5). */
export const TextLink = styled(Link)`
  ${linkStyles}
`;

/** An external text link (same look). */
export const ExternalLink = styled.a`
  ${linkStyles}
`;

/** A list of links without bullets. */
export const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  padding: 0;
  margin: 0;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
