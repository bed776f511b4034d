import { endpoints } from '@/api/contract';
import { matchPath } from '@/api/endpoint';
import { socialLoginProviderSchema, type SocialLoginProvider } from '@/api/schemas/social';
import { config } from '@/config';
import { apiUrlFromQuery } from '@/lib/urls';

/** The signed finalize link of /auth/social/finalize, taken apart for `auth.socialFinalize`. */
export interface FinalizeLink {
  provider: SocialLoginProvider;
  token: string;
  expires: string;
  signature: string;
}

/**
 * /auth/social/finalize?token=…&provider=…: the token is the API's signed finalize URL (contract
 * `auth.socialFinalize`), encoded — the whole URL, or its path with its query. It is used only when it is that endpoint on the configured API host
 * (guide §5 Security, `apiUrlFromQuery`), for provider facebook or google — the address's provider, which
 * the link must name too. Anything else is no link (null): the page sends the visitor home.
 */
export function parseFinalizeToken(token: string | null, provider: string | null, apiBaseUrl: string = config.apiBaseUrl): FinalizeLink | null {
  const chosen = socialLoginProviderSchema.safeParse(provider);
  if (!chosen.success || !token) return null;
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
  const params = matchPath(endpoints['auth.socialFinalize'], url.pathname.slice(basePath.length));
  const expires = url.searchParams.get('expires');
  const signature = url.searchParams.get('signature');
  if (!params?.provider || !params.token || params.provider !== chosen.data) return null;
  if (!expires || !/^\d+$/.test(expires) || !signature) return null;
  return { provider: chosen.data, token: params.token, expires, signature };
}

/** The address of the finalize page for a link the status call handed out. */
export function finalizePagePath(link: string, provider: SocialLoginProvider): string {
  return `/auth/social/finalize?${new URLSearchParams({ token: link, provider })}`;
}
