export { fetchSession, getSession, sessionQueryOptions, toCurrentUser, useCurrentUser, useSession } from './authStatus';
export { broadcastSessionEvent, SESSION_CHANNEL, subscribeSessionEvents, type SessionEvent } from './broadcast';
export { clearSessionCache, readSessionCache, SESSION_CACHE_KEY, writeSessionCache } from './cache';
export { SessionSync } from './SessionSync';
export { applySignedIn, resetSession } from './transitions';
export { accountSummaryQueryOptions, useBalance } from './useBalance';
export { SIGN_OUT_TOAST_MS, useSignOut } from './useSignOut';
