import styled from 'styled-components';
import { Button } from '@/design-system/components/Button';
import { Icon } from '@/design-system/icons';
import { commonStrings } from '@/lib/strings/common';
import { primaryErrorView } from './mapping';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  text-align: center;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Message = styled.p`
  max-width: 36rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface InlineErrorProps {
  /** The server's message (or the §8 network message). */
  message: string;
  /** Shows 'Try Again' when given. */
  onRetry?: () => void;
  /** A retry is running. */
  retrying?: boolean;
  /** Heading level of 'Oops!' (default 2). */
  headingLevel?: 1 | 2 | 3;
}

/** The inline 'Oops!' with a message and a retry (spec §2 game index 'Error', §8 'inline Oops!'). */
export function InlineError({ message, onRetry, retrying = false, headingLevel = 2 }: InlineErrorProps) {
  return (
    <Box role="alert">
      <Icon name="danger" size="xl" tone="danger" />
      <Title as={`h${headingLevel}`}>{commonStrings.errors.oops}</Title>
      <Message>{message}</Message>
      {onRetry ? (
        <Button variant="secondary" iconStart="refresh" busy={retrying} onClick={onRetry}>
          {commonStrings.errors.retry}
        </Button>
      ) : null}
    </Box>
  );
}

export interface PageErrorProps extends Omit<InlineErrorProps, 'message'> {
  /** The primary data's error (an ApiError from react-query, or anything thrown). */
  error: unknown;
  /** The spec gives the page an error state (game index, lists): 500 and unknown codes stay inline. */
  inlineErrorState?: boolean;
}

/**
 * A page's primary data failed (guide §2.10): renders the inline 'Oops!' (server message or network
 * message, with a retry) when that is the rule's answer; otherwise re-throws the error so the route's
 * error boundary shows the status screen (401, 403, 404, 419, real 503; 500 without an error state).
 *
 *   if (query.isError) return <PageError error={query.error} onRetry={() => query.refetch()} inlineErrorState />;
 */
export function PageError({ error, inlineErrorState = false, ...rest }: PageErrorProps) {
  const view = primaryErrorView(error, { inlineErrorState });
  if (view.kind === 'screen') throw error;
  return <InlineError message={view.message} {...rest} />;
}
