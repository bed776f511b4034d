import { defineStrings } from '@/lib/strings';

/**
 * The auth modal's and the /auth/* pages' strings (spec §2, §4, §5, §8). Spec strings are copied byte for
 * byte; entries marked `ours` were written for the spec. The startup path's toasts ('Signed Out', 'Oops!',
 * 'Error') live in src/lib/strings/common.ts.
 */
export const authStrings = defineStrings({
  // The login and registration toasts (spec §4, §9), from the modal and the /auth/* pages.
  toasts: {
    welcomeBack: 'Welcome Back!',
    welcomeBackMessage: 'Good to see you again, {username}.', // ours: the spec only says it names the username
    welcome: 'Welcome!',
    welcomeMessage: 'You are now successfully logged in to your {product} account.',
    registered: 'Welcome to {product}!',
    registeredMessage: 'Registration Completed. Please check your inbox for verification email.',
    newTabOpened: 'New Tab Opened',
    newTabOpenedMessage: 'A new tab has been opened for login. Please complete the login process and return to this tab.',
  },
  modal: {
    close: 'Close', // ours
  },
  login: {
    title: 'Login',
    stepLogin: 'Login', // ours: step labels
    stepPassword: 'Password', // ours
    loginLabel: 'E-mail or username', // ours (Decision 16)
    passwordLabel: 'Password', // ours
    remember: 'Remember me', // Decision 16
    next: 'Next', // ours: the arrow's accessible name
    submit: 'Login', // ours
    forgot: 'Forgot Password?',
    noAccount: "Don't have an account?", // ours
    signUp: 'Sign Up',
    steps: 'Login steps', // ours
    completed: 'completed', // ours
  },
  register: {
    title: 'Sign Up', // ours: the pane the 'Sign Up' switch opens
    stepEmail: 'Email', // ours
    stepUsername: 'Username', // ours
    stepPassword: 'Password', // ours
    stepConfirm: 'Confirm', // ours
    emailLabel: 'E-mail address', // ours
    usernameLabel: 'Username', // ours
    passwordLabel: 'Password', // ours
    confirmLabel: 'Password confirmation', // ours
    next: 'Next', // ours
    submit: 'Register', // ours
    haveAccount: 'Already have an account?', // ours
    login: 'Login', // ours
    steps: 'Registration steps', // ours
    completed: 'completed', // ours
  },
  completed: {
    title: 'Welcome',
    message: 'Your {product} account is ready. Where would you like to go first?', // ours
    home: 'Home',
    games: 'Games',
    account: 'Account',
  },
  forgot: {
    title: 'Forgot Password', // ours
    intro: "Enter the e-mail address of your account and we'll send you a link to reset your password.", // ours
    emailLabel: 'E-mail address', // ours
    submit: 'Send Reset Link', // ours
    required: 'Please enter your e-mail address.', // ours (spec §5: email non-empty)
    success: "Please check your email inbox. If the entered email address was valid, you'll receive a password reset email in a moment.",
    backToLogin: 'Back to Login', // ours
  },
  reset: {
    title: 'Reset Password', // ours
    passwordLabel: 'New password', // ours
    confirmLabel: 'Confirm new password', // ours
    submit: 'Reset Password', // ours
    required: 'Please fill both the fields above to request a password reset.',
    mismatch: 'The password confirmation does not match the entered password. Please check your inputs.',
    success: 'Your password has been reset. You may now close this modal and log in using your new password.',
    backToLogin: 'Return to Login', // ours
  },
  verify: {
    verifying: 'Verifying Email...',
    verified: 'Email Verified',
    verifiedMessage: 'Thank you for verifying your email address.',
    error: 'Verification Error',
    // ours: an address whose token is no verification link of the API (missing, altered, another host).
    invalidLink: 'This verification link is incomplete or not valid. Please open it again from your e-mail.',
    home: 'Home', // ours
    games: 'Browse Games', // ours
  },
  deletion: {
    checking: 'Checking Account Status...', // ours: while the API answers
    title: 'Account Status',
    notFound: 'Account Not Found',
    // ours: an address without a confirmation code the API could know.
    noCode: 'This status link has no valid confirmation code. Please open the link you received again.',
    code: 'Confirmation code', // ours
    status: 'Status', // ours
    requested: 'Requested', // ours
    completed: 'Completed', // ours
    notYet: 'Not yet', // ours: no completion date
    states: {
      // ours: what each stage of a deletion request means for the player.
      pending: 'Pending: your request has been received and will be processed soon.',
      processing: 'Processing: your account and its data are being deleted.',
      completed: 'Completed: your account and its data have been deleted.',
    },
    home: 'Home', // ours
  },
  social: {
    // The login pane's 'Login Via' list (spec §2 Shell, §4).
    loginVia: 'Login Via',
    providersLoading: 'Loading login providers', // ours
    providersError: 'The login providers could not be loaded.', // ours
    // ours: the opener could not confirm the session after the other tab's event.
    notConfirmed: 'Your login could not be confirmed. Please try again.',
    // /auth/social/status (spec §2).
    verifying: 'Verifying Login...',
    successful: 'Login Successful',
    unsuccessful: 'Login Unsuccessful',
    successfulMessage: 'You are logged in. You can close this tab and return to {product}.', // ours
    // /auth/social/finalize (spec §2).
    almostThere: 'Almost There!',
    finalizeIntro: 'Choose the e-mail address and the username of your new {product} account.', // ours
    emailLabel: 'E-mail address', // ours
    usernameLabel: 'Username', // ours
    random: 'Random',
    randomLabel: 'Suggest a random username', // ours: the 'Random' button's description
    register: 'Register',
    emailRequired: 'Please enter your e-mail address.', // ours
    emailInvalid: 'Please enter a valid e-mail address.', // ours
    usernameRequired: 'Please choose a username.', // ours
    usernameInvalid: 'Use 3 to 30 letters, digits, dots, dashes or underscores.', // ours
    registered: 'Registration Completed', // ours: the finalize page's success heading
    registeredMessage: 'Your {product} account is ready and you are logged in. You can close this tab.', // ours
    home: 'Home', // ours
    account: 'Account', // ours
  },
  pages: {
    // ours: the page headings behind the modal on the /auth/* routes.
    login: 'Login',
    register: 'Sign Up',
    forgot: 'Forgot Password',
    reset: 'Reset Password',
  },
});
