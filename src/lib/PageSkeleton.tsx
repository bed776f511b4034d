import type { ReactNode } from 'react';
import { FullPageSkeleton } from '@/design-system/components/Skeleton';
import { commonStrings } from '@/lib/strings/common';

/**
 * The page area's loading skeleton (spec §2: 'A full-page loading skeleton shows while data loads'),
 * inside the shell. `hero`: a route's own first-screen shape at the top; `page`: a route's whole first
 * screen (its FirstScreen, ADR 0012).
 */
export function PageSkeleton({ hero, page }: { hero?: ReactNode; page?: ReactNode }) {
  return <FullPageSkeleton shell={false} label={commonStrings.shell.loading} hero={hero} page={page} />;
}
