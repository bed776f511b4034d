import { redirect, type LoaderFunctionArgs } from 'react-router';
import { statusScreenFor } from '@/lib/errors/mapping';
import { leaveTo } from '@/lib/leave';
import { appRedirectTarget } from '@/lib/redirects';
import { loaderQueryClient } from '@/lib/routeData';
import { redirectCheckQueryOptions } from './api/redirectCheck';


/**
 * The 404 route's loader (spec §2 and §4 '404: loading, then redirect or not-found page'): asks the
 * server whether the path moved while the full-page skeleton shows. A site-relative target is a client
 * navigation (replacing the history entry); an absolute one a full load, only for this site or an
 * allow-listed host (src/lib/redirects.ts). Any other answer — no redirect (404), an unsafe target,
 * a target that is this very address, a failing check (500, network) — renders the 404 page
 * (spec §8 'Redirect-check failure leads to the 404 page'), except a real 503: the service is in
 * maintenance, so the route's error boundary shows 'Service Unavailable' (Decision 4).
 */
export async function notFoundLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const route = `${url.pathname}${url.search}`;
  let to: string;
  try {
    ({ to } = await loaderQueryClient(context).fetchQuery(redirectCheckQueryOptions(route)));
  } catch (error) {
    if (statusScreenFor(error) === 'unavailable') throw error;
    return null;
  }
  const target = appRedirectTarget(to);
  if (!target) {
    console.warn('Orbital: refusing an unsafe redirect target', to);
    return null;
  }
  if (target.kind === 'reload') return leaveTo(target.href);
  const here = `${url.pathname}${url.search}${url.hash}`;
  if (target.to === here || target.to === route) return null;
  return redirect(target.to);
}
