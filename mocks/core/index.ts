export { ok, fail, type Envelope, type FailInit } from './envelope';
export { MESSAGES, MockError, forbidden, invalid, issueToSentence, notFound, validationFailure } from './errors';
export { paginate } from './pagination';
export { route, routedEndpoint, type RouteContext, type RouteResolver } from './route';
export {
  GUEST_COOKIE,
  REMEMBER_MAX_AGE_S,
  SESSION_COOKIE,
  clearCookie,
  currentUser,
  deviceLabel,
  endSession,
  findSession,
  newGuestCookie,
  parseCookies,
  readCookies,
  serializeCookie,
  startSession,
} from './session';
