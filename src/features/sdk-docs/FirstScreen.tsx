import { PageSkeleton } from '@/lib/PageSkeleton';
import { SdkDocsIntro } from './Intro';

/**
 * The SDK docs' first screen before the app has taken over (the route's hydrate fallback, prerendered
 * into its HTML): the page's own heading and intro, which are static, above the skeleton of the rest.
 * `data-early-content`: the page's largest first-screen element is in the HTML, so the early-data script
 * requests the app's scripts once it has painted (ADR 0012).
 */
export function SdkDocsFirstScreen() {
  return (
    <PageSkeleton hero={
        <div data-early-content="">
          <SdkDocsIntro />
        </div>
      }
    />
  );
}
