import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, Icon, Page, PageTitle, Spinner } from '@/design-system';
import { commonStrings } from '@/lib/strings/common';
import { usePageMeta } from '@/lib/usePageMeta';

/** Where a token page stands: waiting for the API, done, failed, or asking the player (a form in it). */
export type TokenStatusState = 'pending' | 'success' | 'error' | 'input';

const Panel = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 36rem;
  margin: ${({ theme }) => theme.space[8]} auto;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
`;

const Mark = styled.div`
  display: grid;
  place-items: center;
  min-height: 3rem;
`;

const Message = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface TokenStatusProps {
  state: TokenStatusState;
  /** The page's h1: what is happening ('Verifying Email...') or how it ended. */
  title: string;
  /** The line under it: the outcome's text, or the server's message of a failure. */
  message?: string;
  /** What the outcome shows beyond a line (a list of facts, an inline error with its retry). */
  children?: ReactNode;
  /** Buttons and links under the message (home, try again). */
  actions?: ReactNode;
  'data-testid'?: string;
}

/**
 * The frame of the pages a link from an e-mail or a provider opens (spec §2: /auth/verify-email,
 * /auth/social/status, /auth/social/finalize, /auth/delete/meta): one panel with a spinner while the API is
 * asked (the region is busy), then a mark, the outcome as the page's heading, its message and the ways on
 * (or, in the 'input' state, the form the page asks with). The heading changes with the state, and the
 * message is announced with it (a live region).
 */
export function TokenStatus({ state, title, message, children, actions, 'data-testid': testId }: TokenStatusProps) {
  return (
    <Page>
      <Panel aria-busy={state === 'pending'} aria-live="polite" data-state={state} data-testid={testId}>
        <Mark>
          {state === 'pending' && <Spinner size="lg" />}
          {state === 'success' && <Icon name="success" size="xl" tone="success" />}
          {state === 'error' && <Icon name="danger" size="xl" tone="danger" />}
          {state === 'input' && <Icon name="user" size="xl" tone="accent" />}
        </Mark>
        <PageTitle>{title}</PageTitle>
        {message !== undefined && <Message>{message}</Message>}
        {children}
        {actions !== undefined && <Actions>{actions}</Actions>}
      </Panel>
    </Page>
  );
}

/** Where a token page's one request stands: asked, done or failed (and whether trying again can help). */
export interface TokenOutcomeView {
  state: 'pending' | 'success' | 'error';
  title: string;
  message?: string;
  /** A failure worth trying again (the network, the server's own trouble): 'Try Again' is offered. */
  retry?: boolean;
}

export interface TokenOutcomeProps {
  view: TokenOutcomeView;
  /** Asks again ('Try Again'); without it, no retry is offered. */
  onRetry?: () => void;
  /** The way on after a success: its label and address. */
  next: { label: string; to: string };
  /** The home button's label. */
  home: string;
  'data-testid'?: string;
}

/**
 * A token page that asks the API once (/auth/verify-email, /auth/social/status, the newsletter links):
 * TokenStatus with the page's title (never indexed) and, once answered, the ways on — 'Try Again' after a
 * failure worth retrying, the success's next page, and home.
 */
export function TokenOutcome({ view, onRetry, next, home, 'data-testid': testId }: TokenOutcomeProps) {
  const navigate = useNavigate();
  usePageMeta({ title: view.title, noindex: true });
  return (
    <TokenStatus
      state={view.state}
      title={view.title}
      message={view.message}
      data-testid={testId}
      actions={
        view.state === 'pending' ? undefined : (
          <>
            {view.retry && onRetry && (
              <Button variant="primary" iconStart="refresh" onClick={onRetry}>
                {commonStrings.errors.retry}
              </Button>
            )}
            {view.state === 'success' && <Button onClick={() => void navigate(next.to)}>{next.label}</Button>}
            <Button variant="secondary" iconStart="home" onClick={() => void navigate('/')}>
              {home}
            </Button>
          </>
        )
      }
    />
  );
}
