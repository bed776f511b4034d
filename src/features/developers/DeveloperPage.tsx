import { useId } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import type { Developer, DeveloperDetailsResponse } from '@/api/schemas/content';
import { config } from '@/config';
import { CardGrid, GameCardSkeleton, Icon, Image, Notice, Page, PageTitle, Section, SectionHeader, SectionTitle, Skeleton, TextLink } from '@/design-system';
import { PageError } from '@/lib/errors';
import { humanizeNumber } from '@/lib/numbers';
import { renderRouterLink } from '@/lib/routerLink';
import { format } from '@/lib/strings';
import { usePageMeta } from '@/lib/usePageMeta';
import { useDeveloper } from './api/getDeveloper';
import { AnnouncementCard, AnnouncementCardSkeleton } from './components/AnnouncementCard';
import { DEVELOPER_HERO_SIZES } from './FirstScreen';
import { Description, Identity, LOGO_PX, Logo, Meta, MetaFact, Names, Profile, Stat, Stats } from './components/profileLayout';
import { announcementsHref, formatDay } from './params';
import { developerStrings } from './strings';
import { ApiGameCard } from '@/lib/ApiGameCard';

/** Placeholder cards while the profile loads. */
const SKELETON_GAMES = 4;
const SKELETON_ANNOUNCEMENTS = 3;

/** The website link: a quiet text link with the icon spaced like the other meta items. */
const External = styled(TextLink)`
  gap: ${({ theme }) => theme.space[2]};
`;

/** Only http(s) websites become links (never javascript: or data:). */
function safeWebsite(url: string | null): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

function ProfileHeader({ developer }: { developer: Developer }) {
  const website = safeWebsite(developer.website);
  const statsId = useId();
  return (
    <Profile data-testid="developer-profile">
      <Image src={developer.hero} alt="" placeholder="developer" aspectRatio="16 / 5" eager variants sizes={DEVELOPER_HERO_SIZES} radius="lg" />
      <Identity>
        <Logo>
          <Image
            src={developer.logo}
            alt={format(developerStrings.logoAlt, { name: developer.name })}
            placeholder="developer"
            aspectRatio={1}
            eager
            radius="lg"
          />
        </Logo>
        <Names>
          <PageTitle>{developer.name}</PageTitle>
          <Meta>
            <MetaFact>
              <Icon name="calendar" size="sm" tone="inherit" />
              <time dateTime={developer.date.joined} data-testid="developer-joined">
                {format(developerStrings.joined, { date: formatDay(developer.date.joined) })}
              </time>
            </MetaFact>
            {website && (
              <External href={website.href} target="_blank" rel="noopener noreferrer" data-testid="developer-website">
                <Icon name="external" size="sm" tone="inherit" />
                {developerStrings.website}
                <span className="orb-visually-hidden">{` ${developerStrings.opensInNewTab}`}</span>
              </External>
            )}
          </Meta>
        </Names>
      </Identity>
      <span id={statsId} className="orb-visually-hidden">
        {developerStrings.statsLabel}
      </span>
      <Stats aria-labelledby={statsId} data-testid="developer-stats">
        <Stat>
          <dt>{developerStrings.games}</dt>
          <dd data-testid="developer-games-count">{humanizeNumber(developer.stats.games)}</dd>
        </Stat>
        <Stat>
          <dt>{developerStrings.views}</dt>
          <dd data-testid="developer-views">{humanizeNumber(developer.stats.views)}</dd>
        </Stat>
      </Stats>
      {developer.description && <Description data-testid="developer-description">{developer.description}</Description>}
    </Profile>
  );
}

function Games({ games }: { games: DeveloperDetailsResponse['games'] }) {
  return (
    <Section aria-labelledby="developer-games-heading" data-testid="developer-games">
      <SectionTitle id="developer-games-heading">{developerStrings.games}</SectionTitle>
      {games.length === 0 ? (
        <Notice icon="gamepad" data-testid="developer-games-empty">
          {developerStrings.noGames}
        </Notice>
      ) : (
        <CardGrid>
          {games.map((game) => (
            <ApiGameCard key={game.slug} game={game} headingLevel={3} />
          ))}
        </CardGrid>
      )}
    </Section>
  );
}

function LatestAnnouncements({ developer, announcements }: { developer: Developer; announcements: DeveloperDetailsResponse['announcements'] }) {
  return (
    <Section aria-labelledby="developer-announcements-heading" data-testid="developer-announcements">
      <SectionHeader>
        <SectionTitle id="developer-announcements-heading">{developerStrings.latestAnnouncements}</SectionTitle>
        {announcements.length > 0 && (
          <TextLink href={announcementsHref(developer.slug)} renderLink={renderRouterLink}>
            {developerStrings.viewAllAnnouncements}
            <Icon name="arrow-right" size="md" tone="inherit" />
          </TextLink>
        )}
      </SectionHeader>
      {announcements.length === 0 ? (
        <Notice icon="megaphone" data-testid="developer-announcements-empty">
          {developerStrings.noAnnouncements}
        </Notice>
      ) : (
        <CardGrid columns={3}>
          {announcements.map((announcement) => (
            <AnnouncementCard key={announcement.slug} announcement={announcement} headingLevel={3} />
          ))}
        </CardGrid>
      )}
    </Section>
  );
}

function ProfileSkeleton() {
  return (
    <Page aria-busy="true" data-testid="developer-loading">
      <span role="status" className="orb-visually-hidden">
        {developerStrings.loadingProfile}
      </span>
      <Profile as="div" aria-hidden="true">
        <Skeleton shape="block" aspectRatio="16 / 5" radius="lg" />
        <Identity>
          <Skeleton shape="block" width={LOGO_PX} height={LOGO_PX} radius="xl" />
          <Names>
            <Skeleton shape="block" width="16rem" height={40} />
            <Skeleton shape="text" width="12rem" />
          </Names>
        </Identity>
        <Skeleton shape="text" lines={3} />
      </Profile>
      <CardGrid busy list={false} aria-hidden="true">
        {Array.from({ length: SKELETON_GAMES }, (_, i) => (
          <GameCardSkeleton key={i} />
        ))}
      </CardGrid>
      <CardGrid busy list={false} columns={3} aria-hidden="true">
        {Array.from({ length: SKELETON_ANNOUNCEMENTS }, (_, i) => (
          <AnnouncementCardSkeleton key={i} />
        ))}
      </CardGrid>
    </Page>
  );
}

/**
 * /arcade/games/developer/{developer} (spec §2): the developer's profile (hero, logo, name, joined date,
 * website, humanised stats, description), its games and its latest 3 announcements with a link to the
 * full list. An unknown developer is the API's 404, shown by the route's status screen; a 500 or a
 * network failure stays inline with a retry.
 */
export function DeveloperPage() {
  const slug = useParams().developer ?? '';
  const query = useDeveloper(slug);
  const developer = query.data?.developer;

  usePageMeta({
    title: developer?.name,
    description: developer ? format(developerStrings.profileDescription, { name: developer.name, product: config.productName }) : undefined,
    image: developer?.hero,
  });

  if (query.isPending) return <ProfileSkeleton />;

  if (query.isError) {
    return (
      <Page>
        <div data-testid="developer-error">
          <PageError error={query.error} inlineErrorState headingLevel={1} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </div>
      </Page>
    );
  }

  const { games, announcements } = query.data;
  return (
    <Page>
      <ProfileHeader developer={query.data.developer} />
      <Games games={games} />
      <LatestAnnouncements developer={query.data.developer} announcements={announcements} />
    </Page>
  );
}

export default DeveloperPage;
