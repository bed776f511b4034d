import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../../icons';

export type NoticeTone = 'neutral' | 'danger';

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** An optional heading above the message. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  tone?: NoticeTone;
  icon?: IconName;
  /** An action under the message (a retry button, a link). */
  action?: ReactNode;
  /** 'alert' for failures the user must notice, 'status' (the default) for the rest. */
  role?: 'alert' | 'status';
  /** The title's heading level in the page's outline. */
  headingLevel?: 2 | 3;
  'data-testid'?: string;
}

const Box = styled.div<{ $tone: NoticeTone }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'danger' ? `color-mix(in srgb, ${theme.color.danger} 55%, transparent)` : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $tone }) =>
    $tone === 'danger' ? `color-mix(in srgb, ${theme.color.danger} 8%, ${theme.color.surface})` : theme.color.surface};
  text-align: center;
`;

const Title = styled.h2`
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

/**
 * A message in place of content: an empty list ('No articles yet.'), invalid input, nothing found, or a
 * failure with a retry. It announces itself politely (role="status") unless it is an alert.
 */
export function Notice({ title, children, tone = 'neutral', icon, action, role = 'status', headingLevel = 2, ...rest }: NoticeProps) {
  return (
    <Box $tone={tone} role={role} {...rest}>
      {icon && <Icon name={icon} size="xl" tone={tone === 'danger' ? 'danger' : 'default'} />}
      {title !== undefined && <Title as={`h${headingLevel}` as const}>{title}</Title>}
      {children !== undefined && <Text>{children}</Text>}
      {action}
    </Box>
  );
}
