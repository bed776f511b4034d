import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Spinner } from '@/design-system';
import { useAuthModal } from '@/lib/authModal';
import { commonStrings } from '@/lib/strings/common';
import { AuthModalFrame } from './AuthModalFrame';

/*
 * The auth modal as the shell renders it. Its panes (and with them react-hook-form, the FormStepper and
 * the auth schemas) are a chunk of their own: most visits never open the modal. The frame opens at once;
 * `preloadAuthModal()` starts the download on intent (hovering or focusing LOGIN), so the panes are
 * usually there before the click.
 */
let panes: Promise<typeof import('./AuthPanes')> | undefined;
const loadPanes = () => (panes ??= import('./AuthPanes'));
const AuthPanes = lazy(loadPanes);

/** Starts loading the auth modal's panes (call on intent: hover or focus of a login control). */
export function preloadAuthModal(): void {
  loadPanes().catch(() => {
    // Best effort: the modal's lazy panes get the same failure when they render, and report it.
  });
}

/** What the modal shows for the moment the panes take to arrive: about the height of the login pane. */
const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 14rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The auth modal (see AuthModal) with its panes loaded on first use. Render once, inside the router. */
export function LazyAuthModal() {
  const state = useAuthModal();
  return (
    <AuthModalFrame state={state}>
      <Suspense
        fallback={
          <Loading>
            <Spinner size="lg" label={commonStrings.shell.loading} />
          </Loading>
        }
      >
        <AuthPanes state={state} />
      </Suspense>
    </AuthModalFrame>
  );
}
