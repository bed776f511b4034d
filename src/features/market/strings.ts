/**
 * The shop's texts (spec §2 /market routes). The spec quotes none for the newsletter token pages: these are
 * ours, in the manner of the other token pages ('Verifying Email...', 'Email Verified', 'Verification Error').
 * The outcome's line is the server's message.
 */
export const marketStrings = {
  newsletter: {
    confirm: { pending: 'Confirming Subscription...', success: 'Subscription Confirmed', error: 'Subscription Error' },
    unsubscribe: { pending: 'Unsubscribing...', success: 'Unsubscribed', error: 'Unsubscribe Error' },
    // An address whose token is no newsletter link of the API (altered, cut short, another host).
    invalidLink: 'This newsletter link is incomplete or not valid. Please open it again from your e-mail.',
    home: 'Home',
    games: 'Browse Games',
  },
} as const;
