import type { ReactNode } from 'react';
import styled from 'styled-components';
import { isApiError } from '@/api/errors';

/** The message of a failed call: the server's `status.message` (spec §8). */
export function messageOf(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}

export const PaneBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const PaneText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A row of secondary actions under a form ('Forgot Password?', the Sign Up switch). */
export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const LinkButton = styled.button`
  min-height: ${({ theme }) => theme.size.minHit};
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.link};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;

const Message = styled.p<{ $tone: 'success' | 'danger' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme, $tone }) => theme.color[$tone]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: color-mix(in srgb, ${({ theme, $tone }) => theme.color[$tone]} 12%, transparent);
  color: ${({ theme }) => theme.color.text};
`;

/** Inline outcome of the forgot and reset panes (spec §8: inline text, not a toast). */
export function FormMessage({ tone, children }: { tone: 'success' | 'danger'; children: ReactNode }) {
  return (
    <Message $tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </Message>
  );
}
