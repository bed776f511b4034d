import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '@/design-system';

export type NoticeTone = 'neutral' | 'danger';

export interface NoticeProps {
  title: string;
  children?: ReactNode;
  tone?: NoticeTone;
  icon?: IconName;
  /** An action under the text (e.g. the retry button). */
  action?: ReactNode;
  /** 'alert' for failures the user must notice, 'status' for the rest. */
  role?: 'alert' | 'status';
  headingLevel?: 2 | 3;
  'data-testid'?: string;
}

const Box = styled.div<{ $tone: NoticeTone }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? `color-mix(in srgb, ${theme.color.danger} 55%, transparent)` : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $tone }) =>
    $tone === 'danger' ? `color-mix(in srgb, ${theme.color.danger} 8%, ${theme.color.surface})` : theme.color.surface};
  text-align: center;
`;

const Title = styled.p`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

const Text = styled.div`
  max-width: 40rem;
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: anywhere;
`;

/** An inline message in place of results: invalid input, nothing found, or a failure with a retry. */
export function Notice({ title, children, tone = 'neutral', icon, action, role = 'status', headingLevel = 2, ...rest }: NoticeProps) {
  return (
    <Box $tone={tone} role={role} {...rest}>
      {icon && <Icon name={icon} size="xl" tone={tone === 'danger' ? 'danger' : 'default'} />}
      <Title as={`h${headingLevel}` as const}>{title}</Title>
      {children !== undefined && <Text>{children}</Text>}
      {action}
    </Box>
  );
}
