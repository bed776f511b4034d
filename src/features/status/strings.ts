import { defineStrings } from '@/lib/strings';

/**
 * Status screens' own text (all `ours`). The screens' titles and messages are the spec's and live in
 * `commonStrings.status`; the network message and 'Try Again' in `commonStrings.errors`.
 */
export const statusStrings = defineStrings({
  home: 'Go Home', // ours
  login: 'Log In', // ours: opens the auth modal
  reload: 'Reload Page', // ours
  tryAgain: 'Try Again', // ours
  networkTitle: 'Connection Problem', // ours: page title of the inline network message
  redirecting: 'Redirecting...', // ours: accessible name of the skeleton while the redirect check runs
  // ours: page titles (the tab) of the screens
  titles: {
    notFound: 'Page Not Found',
    unauthorized: 'Unauthorized Access',
    forbidden: 'Permission Denied',
    sessionExpired: 'Session Expired',
    serverError: 'Server Error',
    unavailable: 'Service Unavailable',
  },
});
