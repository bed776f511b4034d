import styled from 'styled-components';
import { PageBlocks } from '@/lib/PageBlocks';
import { PageSkeleton } from '@/lib/PageSkeleton';
import { HelpHeader, HelpIndex } from './components/HelpIndex';

/*
 * The guest's index, which a player with a session cached in the tab (their page shows their account
 * instead) or an address with a query string (?view=contact shows the form) must not see flash by: the
 * early-data script marks the document for those (scripts/early-data.js), and the room stays empty until
 * the app draws the page.
 */
const GuestIndex = styled(PageBlocks)`
  html[data-early-session] &,
  html[data-early-query] & {
    visibility: hidden;
  }
`;

/**
 * The help centre's first screen before the app has taken over (the route's hydrate fallback,
 * prerendered into its HTML, ADR 0012): the page itself as a guest sees it before the session check has
 * answered, which is static. `data-early-content`: its largest element (a player card's text) is in the
 * HTML, so the early-data script requests the app's scripts once it has painted.
 */
export function HelpFirstScreen() {
  return (
    <PageSkeleton
      page={
        <PageBlocks data-early-content="">
          <HelpHeader />
          <GuestIndex>
            <HelpIndex checked={false} />
          </GuestIndex>
        </PageBlocks>
      }
    />
  );
}
