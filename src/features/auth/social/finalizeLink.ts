import { endpoints } from '@/api/contract';
import { matchPath } from '@/api/endpoint';
import { socialLoginProviderSchema, type SocialLoginProvider } from '@/api/schemas/social';
import { config } from '@/config';
import { apiLinkFromToken } from '@/lib/urls';

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
 * (guide §5 Security, `apiLinkFromToken`), for provider facebook or google — the address's provider, which
 * the link must name too. Anything else is no link (null): the page sends the visitor home.
 */
export function parseFinalizeToken(token: string | null, provider: string | null, apiBaseUrl: string = config.apiBaseUrl): FinalizeLink | null {
  const chosen = socialLoginProviderSchema.safeParse(provider);
  if (!chosen.success) return null;
  const link = apiLinkFromToken(token, { apiBaseUrl });
  if (!link) return null;
  const { url } = link;
  const params = matchPath(endpoints['auth.socialFinalize'], link.path);
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
