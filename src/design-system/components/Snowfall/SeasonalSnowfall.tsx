import { lazy, Suspense } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { isSnowSeason } from './season';
import type { SnowfallProps } from './Snowfall';

const Snowfall = lazy(() => import('./Snowfall').then((module) => ({ default: module.Snowfall })));

/**
 * The shell's snowfall: its code loads only in its season (or when forced), so the rest of the year none of
 * it is on the startup path. Like Snowfall, nothing until the app has hydrated.
 */
export function SeasonalSnowfall(props: SnowfallProps) {
  const hydrated = useHydrated();
  if (!hydrated || !(props.force || isSnowSeason(props.date))) return null;
  return (
    <Suspense fallback={null}>
      <Snowfall {...props} />
    </Suspense>
  );
}
