import { primaryErrorView } from '@/lib/errors';

/**
 * Failures that are not an account page's to show (guide §2.10): 401, 403, 404, 419 and a real 503 go to
 * the route's status screen ('Unauthorized Access', 'Permission Denied', 'Session Expired'…). A network
 * failure and 500s stay inline with 'Try Again'. Used as the account queries' `throwOnError`.
 */
export function isStatusScreenError(error: unknown): boolean {
  return primaryErrorView(error, { inlineErrorState: true }).kind === 'screen';
}
