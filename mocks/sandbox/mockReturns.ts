/*
 * The demo's stand-in third parties (mocks/pages, served by the demo server only) cannot reach the mock
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
 */
import { db, findUserById, fixtures } from '../db';
import { requireSocialRegistration } from '../handlers/lib/accounts';
import { credit, recordActivity } from '../handlers/lib/commerce';
import { isPersona } from './params';

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

async function completeSocial(token: string, result: string | null, personaParam: string | null): Promise<MockReturnOutcome> {
  const login = db.socialLogins.findFirst((q) => q.where({ token }));
  if (!login) return ignored(`no pending social login "${token}" (was the demo data reset?).`);
  if (login.status !== 'pending') return { kind: 'social', status: login.status, userId: login.userId };
  if (result === 'new') {
    // A provider account nobody registered with yet: a fresh address the finalize form starts from.
    const email = `${login.provider}.user.${token.slice(0, 6).toLowerCase()}@orbital.test`;
    await requireSocialRegistration(token, email);
    return { kind: 'social', status: 'needs-registration', userId: null };
  }
  if (result !== 'approved') {
    await db.socialLogins.update((q) => q.where({ token }), {
      data(record) {
        record.status = 'failed';
      },
    });
    return { kind: 'social', status: 'failed', userId: null };
  }
  const persona = isPersona(personaParam) && personaParam !== 'guest' ? personaParam : 'player';
  const user = findUserById(fixtures.users[persona].id);
  if (!user) return ignored(`the demo user ${persona} is missing from the database.`);
  await db.socialLogins.update((q) => q.where({ token }), {
    data(record) {
      record.status = 'completed';
      record.userId = user.id;
      record.email = user.email;
    },
  });
  return { kind: 'social', status: 'completed', userId: user.id };
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
