import { primaryErrorView } from '@/lib/errors';

/**
 * Failures that are not the page's to show (guide §2.10): 401, 403, 404, 419 and a real 503 go to the
 * route's status screen (e.g. the 404 of an unknown developer or announcement). A network failure and
 * 500s stay inline ('Oops!' with a retry).
 */
export function isStatusScreenError(error: unknown): boolean {
  return primaryErrorView(error, { inlineErrorState: true }).kind === 'screen';
}
