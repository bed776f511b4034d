import { endpoints } from '@/api/contract';
import { matchPath } from '@/api/endpoint';
import { config } from '@/config';
import { apiLinkFromToken } from '@/lib/urls';

/** What a newsletter link does: /market/subscription/confirm or /market/subscription/unsubscribe. */
export type NewsletterAction = 'confirm' | 'unsubscribe';

export const isNewsletterAction = (value: string | undefined): value is NewsletterAction =>
  value === 'confirm' || value === 'unsubscribe';

/**
 * /market/subscription/{action}?token=…: the token is the API's call for that action (contract
 * `newsletter.confirm` or `newsletter.unsubscribe`), encoded — its path or the whole URL. It is used only
 * when it is that endpoint on the configured API host (guide §5 Security, `apiLinkFromToken`): the
 * subscription token it carries, or null.
 */
export function parseNewsletterToken(token: string | null, action: NewsletterAction, apiBaseUrl: string = config.apiBaseUrl): string | null {
  const link = apiLinkFromToken(token, { apiBaseUrl });
  if (!link || link.url.search) return null;
  return matchPath(endpoints[`newsletter.${action}`], link.path)?.token || null;
}
