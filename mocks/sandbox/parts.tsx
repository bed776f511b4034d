import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '@/design-system';

/* Layout pieces shared by the panel's sections: an internal tool, dense but calm. */

const SectionRoot = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[6]}`};
  border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.border} 70%, transparent);
`;

const SectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 28px;
`;

const SectionTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

export function Section({
  title,
  icon,
  aside,
  children,
  labelId,
}: {
  title: string;
  icon: IconName;
  aside?: ReactNode;
  children: ReactNode;
  labelId: string;
}) {
  return (
    <SectionRoot aria-labelledby={labelId}>
      <SectionHead>
        <SectionTitle id={labelId}>
          <Icon name={icon} size="sm" tone="accentText" />
          {title}
        </SectionTitle>
        {aside}
      </SectionHead>
      {children}
    </SectionRoot>
  );
}

export const Hint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};

  strong {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.92em;
    color: ${({ theme }) => theme.color.text};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1 1 12rem;
  }
`;

export const ButtonGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

export const Mono = styled.span`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
