import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Icon } from '@/design-system';

/** The developer pages' frame: centred, the shell's content width. */
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

export const SectionTitle = styled.h2`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

/** A section of a page: its h2 (and an optional action on the right), then its content. */
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A text link with a generous hit area (laser pointers, guide §5). */
export const TextLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.size.minHit};
  color: ${({ theme }) => theme.color.link};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const Back = styled(TextLink)`
  justify-self: start;
`;

/** '← {label}' to the page above. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Back to={to}>
      <Icon name="arrow-left" size="md" tone="inherit" />
      {children}
    </Back>
  );
}
