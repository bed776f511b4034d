import { StatusScreen } from './StatusScreen';

/**
 * 404 (spec §2): 'BOO! HAHA', its two lines and 'Let's Go Back'. Reached once the route's loader
 * (`notFoundLoader`) found no redirect to follow.
 */
export function NotFoundPage() {
  return <StatusScreen kind="notFound" />;
}
