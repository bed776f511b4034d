/*
 * The demo's stand-in third parties (mocks/pages, served by the demo server) cannot reach the mock
 * API themselves: the mock runs inside the app's page (msw's service worker only answers pages that
 * started msw). So they do what a real provider does — send the browser back — and the demo entry plays
 * the provider's server-to-server callback before the app renders:
 *
 *   social consent page → /auth/social/status?provider=google&mock_social=<login token>&mock_result=approved&mock_persona=player
 *                         the pending social login completes for that demo user; mock_result=new: a provider
 *                         account without an Orbital account (the status call then hands out the finalize
 *                         link); mock_result=denied: it fails. The app's status page then asks the API as usual.
 *   payment checkout    → /market/coins/success?mock_checkout=<purchase uuid>&mock_result=paid
 *                         (or /market?…&mock_result=cancelled): the pending coin purchase is paid (coins
 *                         credited, balance.updated published) or cancelled.
 *
 * Completing twice (a reload) changes nothing. The parameters are removed from the address afterwards.
 * The social completion is mocks/handlers/lib/socialConsent.ts's, which the HTTP mock API's own consent
 * route uses too (there the mock API serves the consent page and completes the login itself).
 */
import { db, findUserById } from '../db';
import { credit, recordActivity } from '../handlers/lib/commerce';
import { completeSocialLogin } from '../handlers/lib/socialConsent';

export const MOCK_RETURN_KEYS = ['mock_social', 'mock_checkout', 'mock_result', 'mock_persona'] as const;

export type MockReturnOutcome =
  | { kind: 'none' }
  | { kind: 'social'; status: 'completed' | 'failed' | 'needs-registration'; userId: number | null }
  | { kind: 'checkout'; status: 'paid' | 'cancelled'; userId: number; balance: number }
  | { kind: 'ignored'; reason: string };

function ignored(reason: string): MockReturnOutcome {
  console.warn(`Sandbox: ${reason}`);
  return { kind: 'ignored', reason };
}

async function completeSocial(token: string, result: string | null, persona: string | null): Promise<MockReturnOutcome> {
  // The same completion as the HTTP mock's consent route (mocks/server.ts): one provider, two settings.
  const outcome = await completeSocialLogin(token, result, persona);
  return outcome.kind === 'ignored' ? ignored(outcome.reason) : outcome;
}

async function completeCheckout(uuid: string, result: string | null): Promise<MockReturnOutcome> {
  const purchase = db.coinPurchases.findFirst((q) => q.where({ uuid }));
  if (!purchase) return ignored(`no coin purchase "${uuid}" (was the demo data reset?).`);
  const user = findUserById(purchase.userId);
  if (!user) return ignored(`the buyer of purchase "${uuid}" is missing from the database.`);
  if (purchase.status !== 'pending') {
    return { kind: 'checkout', status: purchase.status === 'paid' ? 'paid' : 'cancelled', userId: user.id, balance: user.balance };
  }
  const paid = result === 'paid';
  await db.coinPurchases.update((q) => q.where({ uuid }), {
    data(record) {
      record.status = paid ? 'paid' : 'cancelled';
    },
  });
  if (!paid) return { kind: 'checkout', status: 'cancelled', userId: user.id, balance: user.balance };
  // The payment provider's callback: the coins are credited (balance.updated is raised) and recorded.
  const balance = await credit(user, purchase.amount);
  await recordActivity(user.id, 'purchase', `Bought ${purchase.amount.toLocaleString('en-US')} coins`, '/market');
  return { kind: 'checkout', status: 'paid', userId: user.id, balance };
}

/** Finishes the round trip a stand-in page started, if this URL carries one. */
export async function completeMockReturn(search: URLSearchParams): Promise<MockReturnOutcome> {
  const social = search.get('mock_social');
  const checkout = search.get('mock_checkout');
  const result = search.get('mock_result');
  try {
    if (social) return await completeSocial(social, result, search.get('mock_persona'));
    if (checkout) return await completeCheckout(checkout, result);
  } catch (error) {
    return ignored(`the stand-in page's round trip could not be completed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { kind: 'none' };
}
