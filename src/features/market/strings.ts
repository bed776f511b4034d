/**
 * The shop's texts (spec §2 /market routes). The spec quotes 'Purchase Complete' and 'Go to Dashboard'
 * (/market/coins/success) and 'Login Required' (common). It quotes none for the newsletter token pages or
 * /market/coins: these are ours, in the manner of the other token pages ('Verifying Email...', 'Email
 * Verified', 'Verification Error'). A failure's line is the server's message.
 */
export const marketStrings = {
  // /market (spec §2): 'Please login or register to remove ads.' is the spec's ('Premium Activated!',
  // 'Oops!' and 'Login Required' too, in common.ts); the rest ours.
  shop: {
    title: 'Shop',
    intro: 'Coins buy in-game content and premium. Prices are in US dollars and include VAT.',
    balance: {
      title: 'Your Balance',
      coins: (count: string) => `${count} coins`,
      visitor: 'Log in to see your balance, redeem gift codes and buy coins or premium.',
      login: 'Login',
    },
    gift: {
      label: 'Gift Code',
      hint: 'Letters, digits and dashes, for example ORBITAL-100.',
      redeem: 'Redeem',
      redeemed: 'Gift Code Redeemed',
      empty: 'Please enter a gift code.',
    },
    packs: {
      title: 'Coin Packs',
      coins: (count: string) => `${count} Coins`,
      price: (dollars: string) => `$${dollars}`,
      vat: 'VAT included',
      special: 'Best Value',
      buy: 'Buy',
      buyLabel: (count: string, dollars: string) => `Buy ${count} coins for $${dollars}`,
      byEmail: 'Pay by E-mail Link',
      byEmailLabel: (count: string) => `Pay by E-mail Link for ${count} coins`,
      byEmailSent: 'Payment Link Sent',
      empty: 'There are no coin packs for sale at the moment.',
      loading: 'Loading the coin packs',
    },
    premium: {
      title: 'Premium',
      price: '10 coins a month',
      pitch: 'Play every game without ads. Each purchase adds one month, up to one year ahead.',
      notRenewed: 'Premium is not renewed automatically: nothing is charged unless you buy another month.',
      activeUntil: (date: string) => `Premium until ${date}`,
      inactive: 'You do not have premium.',
      buy: 'Get Premium',
      extend: 'Add a Month',
      tooFewCoins: (balance: string) => `A month of premium costs 10 coins, and your balance is ${balance}. Buy a coin pack first.`,
      buyCoins: 'Buy Coins',
      visitor: 'Please login or register to remove ads.',
    },
    showcase: {
      title: 'In-Game Content',
      empty: 'There is no in-game content to show at the moment.',
      loading: 'Loading the in-game content',
    },
  },
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
