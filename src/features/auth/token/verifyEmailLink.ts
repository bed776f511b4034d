import { endpoints } from '@/api/contract';
import { matchPath } from '@/api/endpoint';
import { config } from '@/config';
import { apiUrlFromQuery } from '@/lib/urls';

/** The signed verification link an /auth/verify-email address carries, taken apart for `auth.verifyEmail`. */
export interface VerifyEmailLink {
  id: string;
  hash: string;
  expires: string;
  signature: string;
}

/**
 * /auth/verify-email?token=…: the token is the API's signed verification URL (contract `auth.verifyEmail`),
 * encoded — its path with its query (`/v1/public/user/auth/email/verify/{id}/{hash}?expires=…&signature=…`),
 * or the whole URL. It is called only when it is that endpoint on the configured API host (guide §5
 * Security, `apiUrlFromQuery`); anything else is no link (null).
 */
export function parseVerifyEmailToken(token: string | null, apiBaseUrl: string = config.apiBaseUrl): VerifyEmailLink | null {
  if (!token) return null;
  let base: URL;
  try {
    base = new URL(apiBaseUrl);
  } catch {
    return null;
  }
  const basePath = base.pathname.replace(/\/+$/, '');
  // A path is the API's: under its base path, on its origin ('//host' is another host, never a path).
  const absolute = token.startsWith('/') && !token.startsWith('//') ? `${base.origin}${token.startsWith(`${basePath}/`) ? '' : basePath}${token}` : token;
  const href = apiUrlFromQuery(absolute, { apiBaseUrl });
  if (!href) return null;
  const url = new URL(href);
  const params = matchPath(endpoints['auth.verifyEmail'], url.pathname.slice(basePath.length));
  const expires = url.searchParams.get('expires');
  const signature = url.searchParams.get('signature');
  if (!params?.id || !params.hash || !expires || !/^\d+$/.test(expires) || !signature) return null;
  return { id: params.id, hash: params.hash, expires, signature };
}
