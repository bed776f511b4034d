import { lazy, Suspense, useState } from 'react';
import { ModalLoading } from '@/design-system';
import { useAuthModal } from '@/lib/authModal';
import { commonStrings } from '@/lib/strings/common';

/*
 * The auth modal as the shell renders it. The modal (its frame, the focus trap and motion, its panes with
 * react-hook-form, the FormStepper and the auth schemas) is a chunk of its own, off the startup path:
 * most visits never open it (issue 14, ADR 0008). `preloadAuthModal()` starts the download on intent
 * (hovering or focusing LOGIN), so it is usually there before the click; otherwise a spinner over the page
 * stands in for the moment it takes.
 */
let chunk: Promise<typeof import('./AuthModal')> | undefined;
const loadAuthModal = () => (chunk ??= import('./AuthModal'));
const AuthModal = lazy(async () => ({ default: (await loadAuthModal()).AuthModal }));

/** Starts loading the auth modal (call on intent: hover or focus of a login control). */
export function preloadAuthModal(): void {
  loadAuthModal().catch(() => {
    // Best effort: the lazy modal gets the same failure when it renders, and reports it.
  });
}


/** The auth modal (see AuthModal), loaded when it first opens and kept mounted after (its exit animation). */
export function LazyAuthModal() {
  const { open } = useAuthModal();
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={<ModalLoading label={commonStrings.shell.loading} />}>
      <AuthModal />
    </Suspense>
  );
}
