import { endpoints } from '@/api/contract';
import { matchPath } from '@/api/endpoint';
import { config } from '@/config';
import { apiLinkFromToken } from '@/lib/urls';

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
 * Security, `apiLinkFromToken`); anything else is no link (null).
 */
export function parseVerifyEmailToken(token: string | null, apiBaseUrl: string = config.apiBaseUrl): VerifyEmailLink | null {
  const link = apiLinkFromToken(token, { apiBaseUrl });
  if (!link) return null;
  const { url } = link;
  const params = matchPath(endpoints['auth.verifyEmail'], link.path);
  const expires = url.searchParams.get('expires');
  const signature = url.searchParams.get('signature');
  if (!params?.id || !params.hash || !expires || !/^\d+$/.test(expires) || !signature) return null;
  return { id: params.id, hash: params.hash, expires, signature };
}
