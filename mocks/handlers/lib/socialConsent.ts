/*
 * The stand-in social provider (mocks/pages/social.*): where its consent page is served, and what the
 * player's answer there does to the pending social login — the provider's server-to-server callback.
 *
 *  - In the demo the page is served by the demo server on the app's own origin (scripts/lib/demo-server.mjs)
 *    and the mock runs in the page, so the consent page sends the browser back to /auth/social/status with
 *    mock_* parameters and the demo entry completes the login (mocks/sandbox/mockReturns.ts).
 *  - Over HTTP (`npm run mock-api`, mocks/server.ts) the mock API serves the page itself, on its own
 *    origin, and completes the login server-side (`/__mock/social/{provider}/complete`) before it sends the
 *    browser back to the app's /auth/social/status (the `return_to` origin, one the server allows).
 *
 * Both complete through completeSocialLogin, so the two settings behave the same.
 */
import type { SocialLoginProvider } from '../../../src/api/schemas/social';
import { db, findUserById, fixtures } from '../../db';
import { appOriginOf, requireSocialRegistration } from './accounts';

/** The player's answer on the consent page. */
export type SocialConsentResult = 'approved' | 'new' | 'denied';

export type SocialConsentOutcome =
  | { kind: 'social'; status: 'completed' | 'failed' | 'needs-registration'; userId: number | null }
  | { kind: 'ignored'; reason: string };

type Persona = keyof typeof fixtures.users;
const isPersona = (value: string | null): value is Persona => value !== null && Object.hasOwn(fixtures.users, value);

/**
 * Completes the pending social login `token` with the consent page's answer: 'approved' as a demo user
 * (`persona`: player, premium or developer; default player), 'new' as a provider account that has no
 * Orbital account yet (the status call then hands out the finalize link), anything else fails it.
 * Completing twice (a reload) changes nothing.
 */
export async function completeSocialLogin(token: string, result: string | null, persona: string | null): Promise<SocialConsentOutcome> {
  const login = db.socialLogins.findFirst((q) => q.where({ token }));
  if (!login) return { kind: 'ignored', reason: `no pending social login "${token}" (was the mock data reset?).` };
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
  const chosen = isPersona(persona) ? persona : 'player';
  const user = findUserById(fixtures.users[chosen].id);
  if (!user) return { kind: 'ignored', reason: `the demo user ${chosen} is missing from the database.` };
  await db.socialLogins.update((q) => q.where({ token }), {
    data(record) {
      record.status = 'completed';
      record.userId = user.id;
      record.email = user.email;
    },
  });
  return { kind: 'social', status: 'completed', userId: user.id };
}

/** Where the consent page is served: the app's origin (the demo server) unless the mock API serves it. */
let pagesOnApi = false;

/** mocks/server.ts: the HTTP mock serves the stand-in pages on its own origin. */
export function serveStandInPagesFromApi(on: boolean): void {
  pagesOnApi = on;
}

/** The consent page's URL for the pending social login `token` (what `auth.socialLogin` answers). */
export function socialConsentUrl(request: Request, provider: SocialLoginProvider, token: string): string {
  const query = new URLSearchParams({ state: token });
  if (!pagesOnApi) return `${appOriginOf(request)}/__mock/social/${provider}?${query}`;
  // The page returns to the app that started the login; the server checks the origin before it goes there.
  query.set('return_to', appOriginOf(request));
  return `${new URL(request.url).origin}/__mock/social/${provider}?${query}`;
}
