import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
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

/**
 * True for the router's own 404: no route matched the URL at all. The catch-all route answers every
 * other unknown URL inside the shell, but its pattern cannot match a path holding a line break
 * ('/a%0Ab'), so such a URL reaches the root boundary with nothing failed.
 */
export function isUnmatchedUrl(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404 && (error as { internal?: boolean }).internal === true;
}

/**
 * The root route's boundary. The shell failed: the standalone status screen. For a URL no route matches,
 * nothing failed: `notMatched` (the app passes the shell with the 404 page in it) is shown instead.
 */
export function RootErrorBoundary({ notMatched }: { notMatched?: ReactNode }) {
  const error = useRouteError();
  if (notMatched && isUnmatchedUrl(error)) return notMatched;
  return <RouteErrorBoundary standalone />;
}
