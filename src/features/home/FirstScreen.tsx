import { PageSkeleton } from '@/lib/PageSkeleton';
import { HomeSliderSkeleton } from './components/sliderLayout';

/**
 * Home's first screen before the app has taken over (the route's hydrate fallback, prerendered into its
 * HTML): the page skeleton with the slider's own shape at the top, whose hero the early-data script fills
 * with the first slide's image as soon as the API answers (ADR 0012). The app then draws that slide in
 * the same box.
 */
export function HomeFirstScreen() {
  return <PageSkeleton hero={<HomeSliderSkeleton early />} />;
}
