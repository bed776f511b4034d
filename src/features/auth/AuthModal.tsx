import { useAuthModal } from '@/lib/authModal';
import { AuthModalFrame } from './AuthModalFrame';
import AuthPanes from './AuthPanes';

/**
 * The auth modal (spec §2 Shell): panes login, register, forgot, reset and completed, driven by the
 * store in src/lib/authModal.ts (openAuthModal from LOGIN, 'Login Required' prompts and the /auth/*
 * routes). The backdrop, Escape and the close button dismiss it. Render once, inside the router.
 *
 * The app's shell renders LazyAuthModal, which loads this module (frame and panes) on first use.
 */
export function AuthModal() {
  const state = useAuthModal();
  return (
    <AuthModalFrame state={state}>
      <AuthPanes state={state} />
    </AuthModalFrame>
  );
}
