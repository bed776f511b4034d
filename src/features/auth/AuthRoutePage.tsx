import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { closeAuthModal, getAuthModalState, openAuthModal, subscribeAuthModal, type AuthPane } from '@/lib/authModal';
import { safeRedirectTarget } from '@/lib/redirects';
import { useCurrentUser } from '@/lib/session';
import { setDocumentMeta } from '@/lib/title';
import { authStrings } from './strings';

/** Spec §2: where a logged-in user visiting an /auth/* pane goes without a redirect_to. */
export const ACCOUNT_HOME = '/account/home';

/** A redirect_to value the app may follow: a path on this site only (spec §2; guide §5 Security). */
export function safeRedirectPath(value: string | null): string | null {
  const target = safeRedirectTarget(value, { allowHosts: [] });
  return target?.kind === 'navigate' ? target.to : null;
}

type RoutePane = Extract<AuthPane, 'login' | 'register' | 'forgot' | 'reset'>;

const HEADINGS: Record<RoutePane, string> = {
  login: authStrings.pages.login,
  register: authStrings.pages.register,
  forgot: authStrings.pages.forgot,
  reset: authStrings.pages.reset,
};

/**
 * /auth/login, /auth/register, /auth/forgot-password, /auth/reset-password (spec §2): the route is the
 * pane, opened over the shell. A logged-in user goes to redirect_to (same site only) or the account home;
 * the reset pane needs email and token in the query, otherwise home. Dismissing the modal goes home.
 */
export function AuthRoutePage({ pane }: { pane: RoutePane }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const missingReset = pane === 'reset' && (email === '' || token === '');
  const loggedIn = user.loggedIn;
  const target = safeRedirectPath(params.get('redirect_to')) ?? ACCOUNT_HOME;
  const opened = useRef(false);

  useEffect(() => {
    setDocumentMeta({ title: HEADINGS[pane] });
  }, [pane]);

  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });

  // Opens the route's pane. Only a change of pane or reset link reopens it: re-opening on any other
  // re-render would remount the pane and lose what the user typed.
  useEffect(() => {
    if (loggedIn || missingReset) return;
    openAuthModal(pane, pane === 'reset' ? { reset: { email, token } } : {});
    opened.current = true;
  }, [pane, email, token, loggedIn, missingReset]);

  useEffect(() => {
    // Closing the modal (backdrop, Escape, ×) leaves the pane's route for home.
    const unsubscribe = subscribeAuthModal(() => {
      if (opened.current && !getAuthModalState().open) {
        opened.current = false;
        void navigateRef.current('/', { replace: true });
      }
    });
    return () => {
      unsubscribe();
      // Leaving the route (back button) takes its pane along; the completed pane stays (register redirects).
      const current = getAuthModalState();
      if (opened.current && current.open && current.pane !== 'completed') {
        opened.current = false;
        closeAuthModal();
      }
    };
  }, []);

  // The redirects run once per visit, keyed on the location object (a new one per navigation), not as a
  // <Navigate> element or one keyed on location.key: the router renders its states in transitions, so a visit
  // that follows another before it was drawn (back here from the account home it just sent the user to)
  // reused the element, whose effect did not run again — the page stayed here, empty. location.key is not
  // enough: every entry pushed without state (another script's pushState) shares the key 'default'.
  const leaveFor = missingReset ? '/' : loggedIn ? target : null;
  useEffect(() => {
    if (leaveFor !== null) void navigateRef.current(leaveFor, { replace: true });
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- location: once per navigation, on purpose
  }, [leaveFor, location]);

  if (leaveFor !== null) return null;
  return <h1 className="orb-visually-hidden">{HEADINGS[pane]}</h1>;
}

