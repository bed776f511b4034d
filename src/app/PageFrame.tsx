import { Outlet, useLocation, useNavigation } from 'react-router';
import { FullPageSkeleton } from '@/design-system/components/Skeleton';
import { PageSkeleton } from '@/lib/PageSkeleton';
import { commonStrings } from '@/lib/strings/common';

export { PageSkeleton };

/** Before the shell exists (the very first load, or the root failed to load): the skeleton with header and navigation. */
export function AppSkeleton() {
  return <FullPageSkeleton label={commonStrings.shell.loading} />;
}

/**
 * The frame of every page inside the shell: the page, or the skeleton while a navigation to another
 * page loads its lazy module or runs its loader (guide §2.7). A change of query string on the same
 * page keeps the page on screen (its own controls show their progress).
 */
export function PageFrame() {
  const navigation = useNavigation();
  const location = useLocation();
  const loadingAnotherPage =
    navigation.state === 'loading' && navigation.location !== undefined && navigation.location.pathname !== location.pathname;
  return loadingAnotherPage ? <PageSkeleton /> : <Outlet />;
}
