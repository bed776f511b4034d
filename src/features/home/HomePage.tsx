import { useEffect } from 'react';
import styled from 'styled-components';
import { Page } from '@/design-system';
import { lazyPart, useLazyPart } from '@/design-system/components/LazyPart/lazyPart';
import { AdSlotReserved, LazyAdSlot, adsOn } from '@/features/ads/slot/LazyAdSlot';
import { commonStrings } from '@/lib/strings/common';
import { PageError } from '@/lib/errors';
import { setDocumentMeta } from '@/lib/title';
import { useHome } from './api/getHome';
import { HomeSlider, HomeSliderSkeleton } from './components/HomeSlider';
import { BLOG_HREF, POPULAR_GAMES_HREF, RECENT_GAMES_HREF } from './components/links';
import {
  ActionLink,
  ArticleGridSkeleton,
  EmptyText,
  GameGridSkeleton,
  GenreGrid,
  GenreGridSkeleton,
  HomeSection,
} from './components/Sections';
import { homeStrings } from './strings';

const BlogNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const viewAllPopular = {
  label: commonStrings.games.viewAllGames,
  href: POPULAR_GAMES_HREF,
};
const viewAllRecent = {
  label: commonStrings.games.viewAllGames,
  href: RECENT_GAMES_HREF,
};
const goToBlog = { label: homeStrings.goToBlog, href: BLOG_HREF };

/*
 * Ad slots (spec §2 Home: one after 'Game Categories', one after 'Newest Games'; §7: the network's slot ids).
 * Only when the ads flag is on; `ORBITAL_ADS_BUILD &&` lets a production build without ads drop them and
 * their lazy chunk's import (src/features/ads/slot/README.md). The network fills them when it is loaded,
 * else the API's 735x90 ad.
 */

/*
 * The sections below the first screen (the game grids, the articles) are a chunk of their own
 * (components/LaterSections.tsx), requested as the page mounts, in parallel with its data: until it is
 * in, they show their skeletons, which have their size (ADR 0008 › Below the first screen).
 */
const laterSections = lazyPart(() => import('./components/LaterSections'));

/** The loading state: every section with skeletons sized like its content (no layout shift). */
function HomeSkeleton() {
  return (
    <Page gap="xl" aria-busy="true" data-testid="home-loading">
      <span role="status" className="orb-visually-hidden">
        {homeStrings.loading}
      </span>
      <HomeSliderSkeleton />
      <HomeSection title={homeStrings.categoriesTitle} testId="home-categories">
        <GenreGridSkeleton />
      </HomeSection>
      {ORBITAL_ADS_BUILD && adsOn() && <AdSlotReserved size="735x90" />}
      <HomeSection title={homeStrings.newestTitle} action={viewAllRecent} testId="home-newest">
        <GameGridSkeleton />
      </HomeSection>
      {ORBITAL_ADS_BUILD && adsOn() && <AdSlotReserved size="735x90" />}
      <HomeSection title={homeStrings.articlesTitle} action={goToBlog} testId="home-articles">
        <ArticleGridSkeleton />
      </HomeSection>
      <HomeSection title={homeStrings.popularTitle} action={viewAllPopular} testId="home-popular">
        <GameGridSkeleton />
      </HomeSection>
    </Page>
  );
}

/**
 * Home '/' (spec §2 Home): the slider, 'Game Categories', 'Newest Games', 'Recent Articles' (hidden
 * when empty), 'Most Popular Games', with 'View All Games' and 'Go to Blog' links. Default page title
 * and description (spec §9).
 */
export function HomePage() {
  const home = useHome();
  const later = useLazyPart(laterSections, true);

  useEffect(() => {
    setDocumentMeta();
  }, []);

  if (home.isPending) return <HomeSkeleton />;

  if (home.isError) {
    return (
      <Page gap="xl" data-testid="home-error">
        <PageError error={home.error} inlineErrorState headingLevel={1} retrying={home.isFetching} onRetry={() => void home.refetch()} />
      </Page>
    );
  }

  const { games, genres, blog } = home.data;

  return (
    <Page gap="xl" aria-busy={home.isFetching || undefined}>
      <h1 className="orb-visually-hidden">{homeStrings.heading}</h1>
      {games.slider.length > 0 ? <HomeSlider games={games.slider} /> : <EmptyText data-testid="home-slider-empty">{commonStrings.empty.games}</EmptyText>}

      <HomeSection title={homeStrings.categoriesTitle} testId="home-categories">
        <GenreGrid genres={genres} />
      </HomeSection>

      {/* AD SLOT 1 (spec §2 Home). */}
      {ORBITAL_ADS_BUILD && adsOn() && <LazyAdSlot size="735x90" networkSlotId="homepage_below_categories" />}

      <HomeSection title={homeStrings.newestTitle} action={viewAllRecent} testId="home-newest">
        {later ? <later.GameGrid games={games.updated} empty={commonStrings.empty.games} /> : <GameGridSkeleton />}
      </HomeSection>

      {/* AD SLOT 2 (spec §2 Home). */}
      {ORBITAL_ADS_BUILD && adsOn() && <LazyAdSlot size="735x90" networkSlotId="homepage_below_newest_games" />}

      {blog.recent.length > 0 ? (
        <HomeSection title={homeStrings.articlesTitle} action={goToBlog} testId="home-articles">
          {later ? <later.ArticleGrid articles={blog.recent} /> : <ArticleGridSkeleton />}
        </HomeSection>
      ) : (
        // 'Recent Articles' is hidden when empty (spec §2); the §8 empty text stays, with the blog link.
        <BlogNote data-testid="home-articles-empty">
          <EmptyText>{commonStrings.empty.articles}</EmptyText>
          <ActionLink to={goToBlog.href}>{goToBlog.label}</ActionLink>
        </BlogNote>
      )}

      <HomeSection title={homeStrings.popularTitle} action={viewAllPopular} testId="home-popular">
        {later ? <later.GameGrid games={games.popular} empty={commonStrings.empty.popularGames} /> : <GameGridSkeleton />}
      </HomeSection>
    </Page>
  );
}

export default HomePage;
