/**
 * The shop's texts (spec §2 /market routes). The spec quotes 'Purchase Complete' and 'Go to Dashboard'
 * (/market/coins/success) and 'Login Required' (common). It quotes none for the newsletter token pages or
 * /market/coins: these are ours, in the manner of the other token pages ('Verifying Email...', 'Email
 * Verified', 'Verification Error'). A failure's line is the server's message.
 */
export const marketStrings = {
  coins: {
    pending: 'Preparing Your Purchase...',
    redirecting: 'Redirecting to Payment...',
    redirectingMessage: (coins: string) => `Taking you to the payment page for ${coins} coins.`,
    continueToPayment: 'Continue to Payment',
    error: 'Purchase Error',
    // The API answered something that is no payment page (spec §8's 'Oops!' would say nothing useful).
    badPaymentPage: 'The payment page could not be opened. Nothing was charged. Please try again.',
    // Reached only by rendering the page directly: the route sends such an address to the shop.
    noPack: 'This address names no coin pack. Please choose one in the shop.',
    loginMessage: 'Please login or register to buy coins.',
    login: 'Login',
    backToShop: 'Back to Shop',
  },
  success: {
    title: 'Purchase Complete',
    message: 'Thank you for your purchase! Your coins are added to your balance as soon as the payment is confirmed.',
    dashboard: 'Go to Dashboard',
    backToShop: 'Back to Shop',
  },
  newsletter: {
    confirm: { pending: 'Confirming Subscription...', success: 'Subscription Confirmed', error: 'Subscription Error' },
    unsubscribe: { pending: 'Unsubscribing...', success: 'Unsubscribed', error: 'Unsubscribe Error' },
    // An address whose token is no newsletter link of the API (altered, cut short, another host).
    invalidLink: 'This newsletter link is incomplete or not valid. Please open it again from your e-mail.',
    home: 'Home',
    games: 'Browse Games',
  },
} as const;
