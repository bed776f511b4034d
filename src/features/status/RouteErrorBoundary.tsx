import { useEffect } from 'react';
import { useRevalidator, useRouteError } from 'react-router';
import { isApiError } from '@/api/errors';
import { InlineError } from '@/lib/errors/PageError';
import { errorMessage, statusScreenFor } from '@/lib/errors/mapping';
import { usePageTitle } from '@/lib/usePageTitle';
import { StatusScreen } from './StatusScreen';
import { statusStrings } from './strings';

function NetworkError() {
  const revalidator = useRevalidator();
  const error = useRouteError();
  usePageTitle(statusStrings.networkTitle);
  return (
    <InlineError
      message={errorMessage(error)}
      headingLevel={2}
      retrying={revalidator.state === 'loading'}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}

export interface RouteErrorBoundaryProps {
  /** The root boundary: the shell itself failed, so the screen fills the viewport on its own. */
  standalone?: boolean;
}

/**
 * A route's error boundary (guide §5 'error boundaries per route'): the error a loader threw, a lazy
 * module that failed to load, or a render error, shown as the status screen the error mapping
 * (src/lib/errors) chooses — 401, 403, 404, 419, 503 by code; a network failure as the inline network
 * message with a retry (never the maintenance screen); anything else as the 500 screen. Never blank.
 */
export function RouteErrorBoundary({ standalone = false }: RouteErrorBoundaryProps) {
  const error = useRouteError();
  const view = statusScreenFor(error);

  useEffect(() => {
    // API errors are expected states; anything else is a bug or a stale deployment: keep it visible.
    if (!isApiError(error)) console.error('Orbital: a route failed', error);
  }, [error]);

  if (view === 'network') return <NetworkError />;
  return <StatusScreen kind={view} standalone={standalone} />;
}

/** The root route's boundary (the shell failed): standalone screen. */
export function RootErrorBoundary() {
  return <RouteErrorBoundary standalone />;
}
