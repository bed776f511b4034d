import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '@/design-system';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
`;

const Text = styled.p`
  max-width: 40rem;
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: anywhere;
`;

export interface EmptyNoticeProps {
  children: ReactNode;
  icon: IconName;
  'data-testid'?: string;
}

/** An empty list's message in place of its cards. */
export function EmptyNotice({ children, icon, ...rest }: EmptyNoticeProps) {
  return (
    <Box role="status" {...rest}>
      <Icon name={icon} size="xl" />
      <Text>{children}</Text>
    </Box>
  );
}
