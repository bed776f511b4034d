export { fetchSession, sessionQueryOptions, useSession } from './authStatus';
