import { data, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { isNewsletterAction, type NewsletterAction } from './newsletter/newsletterLink';
import { NewsletterTokenPage } from './newsletter/NewsletterTokenPage';

/** The page a /market/{rest} address names: the newsletter token pages for now (issue 16 adds the shop's own). */
function pageOf(rest: string | undefined): { kind: 'newsletter'; action: NewsletterAction } | null {
  const [first, second, ...more] = (rest ?? '').replace(/\/$/, '').split('/');
  if (first === 'subscription' && isNewsletterAction(second) && more.length === 0) return { kind: 'newsletter', action: second };
  return null;
}

/**
 * /market/{rest}: an address of no shop page is the 404 screen (the route's boundary). A newsletter link
 * without a token sends the visitor home before anything renders (spec §8: a missing token sends the
 * user home).
 */
export function marketLoader({ params, request }: LoaderFunctionArgs) {
  const page = pageOf(params['*']);
  if (!page) throw data(null, { status: 404 });
  if (page.kind === 'newsletter' && !new URL(request.url).searchParams.get('token')) throw redirect('/');
  return null;
}

/** The shop's pages (spec §2 /market routes), one lazy route: its chunk loads only when one is opened. */
export function MarketPage() {
  const page = pageOf(useParams()['*']);
  if (page?.kind === 'newsletter') return <NewsletterTokenPage key={page.action} action={page.action} />;
  return null;
}
