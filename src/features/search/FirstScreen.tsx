import styled from 'styled-components';
import { EarlyText, PageTitle } from '@/design-system';
import { PageBlocks } from '@/lib/PageBlocks';
import { PageSkeleton } from '@/lib/PageSkeleton';
import { Header, Results } from './components/layout';
import { SectionSkeleton } from './components/ResultSections';
import { SearchForm } from './components/SearchForm';
import { DEFAULT_TOGGLES, SEARCH_EARLY_QUERY, SEARCH_SECTIONS } from './params';
import { searchStrings } from './strings';

/*
 * The page's own frame (PageBlocks) inside the skeleton's page area. It shows only for a search the
 * early-data script could fill in (the heading's text and the text box's, the default sections); for any
 * other address (no text, a text the app would refuse, other sections) the script leaves the document
 * unmarked, and the page's room stays empty until the app draws it.
 */
const Blocks = styled(PageBlocks)`
  html:not([data-early-address]) & {
    visibility: hidden;
  }
`;

const [before, after] = searchStrings.resultsFor.split('{query}') as [string, string];
const ignore = () => undefined;

/**
 * The search page's first screen before the app has taken over (the route's hydrate fallback, prerendered
 * into its HTML, ADR 0012): the page as it draws a search of the default sections while its answer is on
 * its way. The early-data script fills the heading's text and the text box in from the address, and each
 * game card's image from the answer (the first card's is the first screen's largest element), before the
 * app runs.
 */
export function SearchFirstScreen() {
  return (
    <PageSkeleton
      page={
        // inert: what a player typed into this form would be lost when the page's own replaces it.
        <Blocks inert>
          <Header>
            <PageTitle>
              {before}
              <EarlyText as="span" from={`?${SEARCH_EARLY_QUERY.fill}`} />
              {after}
            </PageTitle>
            <SearchForm params={{ query: '', ...DEFAULT_TOGGLES }} onSearch={ignore} earlyValue={`?${SEARCH_EARLY_QUERY.fill}`} />
          </Header>
          <Results>
            {SEARCH_SECTIONS.filter((section) => DEFAULT_TOGGLES[section]).map((section) => (
              <SectionSkeleton key={section} section={section} {...(section === 'games' ? { earlyItems: 'games' } : {})} />
            ))}
          </Results>
        </Blocks>
      }
    />
  );
}
