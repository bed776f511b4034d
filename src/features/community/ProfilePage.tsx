import { useId } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import type { ProfilePrivacy, PublicProfile, Visibility } from '@/api/schemas/user';
import { config } from '@/config';
import { ApiGameCard } from '@/lib/ApiGameCard';
import { Avatar, Badge, CardGrid, Icon, MetaItem, MetaRow, Page, PageTitle, Skeleton, TextLink } from '@/design-system';
import { PageError } from '@/lib/errors';
import { humanizeNumber } from '@/lib/numbers';
import { renderRouterLink } from '@/lib/routerLink';
import { format } from '@/lib/strings';
import { usePageMeta } from '@/lib/usePageMeta';
import { useProfile } from './api/getProfile';
import { AchievementList, ActivityList, BadgeList, FriendGrid, InventoryGrid, SessionList } from './components/entries';
import { OwnerNote, ProfileSection, seenBy } from './components/ProfileSection';
import { formatDay } from './format';
import { communityStrings as s } from './strings';

/** The account page where the owner changes who sees what. */
const PRIVACY_SETTINGS_HREF = '/account/settings';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
`;

const Names = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  flex: 1 1 16rem;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const Stat = styled.div`
  display: grid;
  min-width: 7rem;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  dt {
    order: 2;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  dd {
    order: 1;
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

const OwnerPanel = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border: 1px solid ${({ theme }) => theme.color.accent};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const OwnerTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Wide = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  ${({ theme }) => theme.mq.lg} {
    grid-column: 1 / -1;
  }
`;

const profileSeenBy: Readonly<Record<Visibility, string>> = {
  all: s.profileSeenByAll,
  friends: s.profileSeenByFriends,
  none: s.profileSeenByNone,
};

function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const statsId = useId();
  // A count the viewer may not see is null: its stat is left out.
  const all: Array<{ id: string; label: string; value: number | null }> = [
    { id: 'games', label: s.statGames, value: profile.stats.games },
    { id: 'achievements', label: s.statAchievements, value: profile.stats.achievements },
    { id: 'reviews', label: s.statReviews, value: profile.stats.reviews },
    { id: 'friends', label: s.statFriends, value: profile.stats.friends },
  ];
  const stats = all.flatMap((stat) => (stat.value === null ? [] : [{ ...stat, value: stat.value }]));
  return (
    <>
      <Header data-testid="profile-header">
        <Avatar src={profile.avatar.sd ?? profile.avatar.sm} name={profile.alias} alt="" size="xl" premium={profile.premium} data-testid="profile-avatar" />
        <Names>
          <TitleRow>
            <PageTitle>{profile.alias}</PageTitle>
            {profile.premium && (
              <Badge tone="premium" icon="crown" data-testid="profile-premium">
                {s.premium}
              </Badge>
            )}
          </TitleRow>
          <MetaRow>
            <MetaItem data-testid="profile-username">{format(s.username, { username: profile.username })}</MetaItem>
            <MetaItem>
              <Icon name="calendar" size="sm" tone="inherit" />
              <time dateTime={profile.date.joined} data-testid="profile-joined">
                {format(s.joined, { date: formatDay(profile.date.joined) })}
              </time>
            </MetaItem>
          </MetaRow>
        </Names>
      </Header>
      <span id={statsId} className="orb-visually-hidden">
        {s.statsLabel}
      </span>
      <Stats aria-labelledby={statsId} data-testid="profile-stats">
        {stats.map((stat) => (
          <Stat key={stat.id}>
            <dt>{stat.label}</dt>
            <dd data-testid={`profile-stat-${stat.id}`}>{humanizeNumber(stat.value)}</dd>
          </Stat>
        ))}
      </Stats>
    </>
  );
}

/** The owner's view: this is what others get, and where to change it. */
function OwnerNotice({ privacy }: { privacy: ProfilePrivacy }) {
  const headingId = useId();
  return (
    <OwnerPanel aria-labelledby={headingId} data-testid="profile-owner-note">
      <OwnerTitle id={headingId}>{s.ownerTitle}</OwnerTitle>
      <p>{s.ownerIntro}</p>
      <OwnerNote>
        <Icon name={seenBy[privacy.profile_visibility].icon} size="sm" tone="inherit" />
        {profileSeenBy[privacy.profile_visibility]}
      </OwnerNote>
      <div>
        <TextLink href={PRIVACY_SETTINGS_HREF} renderLink={renderRouterLink}>
          <Icon name="settings" size="sm" tone="inherit" />
          {s.privacySettings}
        </TextLink>
      </div>
    </OwnerPanel>
  );
}

function ProfileView({ profile }: { profile: PublicProfile }) {
  const { privacy, alias } = profile;
  const common = { alias };
  return (
    <Page data-testid="profile">
      <ProfileHeader profile={profile} />
      {privacy && <OwnerNotice privacy={privacy} />}
      <Sections>
        <ProfileSection {...common} name="badges" title={s.badges} items={profile.badges} visibility={privacy?.badge_visibility ?? null} empty={s.noBadges} emptyIcon="star">
          {(badges) => <BadgeList badges={badges} />}
        </ProfileSection>
        <ProfileSection
          {...common}
          name="achievements"
          title={s.achievements}
          items={profile.achievements}
          visibility={privacy?.achievement_visibility ?? null}
          empty={s.noAchievements}
          emptyIcon="trophy"
        >
          {(achievements) => <AchievementList achievements={achievements} />}
        </ProfileSection>
        <ProfileSection {...common} name="activity" title={s.activity} items={profile.activity} visibility={privacy?.activity_visibility ?? null} empty={s.noActivity} emptyIcon="activity">
          {(activity) => <ActivityList activity={activity} />}
        </ProfileSection>
        <ProfileSection {...common} name="inventory" title={s.inventory} items={profile.inventory} visibility={privacy?.inventory_visibility ?? null} empty={s.noInventory} emptyIcon="box">
          {(items) => <InventoryGrid items={items} />}
        </ProfileSection>
        <Wide>
          <ProfileSection {...common} name="history" title={s.playHistory} items={profile.history} visibility={privacy?.play_history ?? null} empty={s.noPlayHistory} emptyIcon="history">
            {(sessions) => (
              <>
                {profile.recent && profile.recent.length > 0 && (
                  <CardGrid aria-label={s.recentlyPlayed} data-testid="profile-recent">
                    {profile.recent.map((game) => (
                      <ApiGameCard key={game.slug} game={game} headingLevel={3} />
                    ))}
                  </CardGrid>
                )}
                <div aria-label={s.latestSessions} role="group">
                  <SessionList sessions={sessions} />
                </div>
              </>
            )}
          </ProfileSection>
        </Wide>
        <Wide>
          <ProfileSection {...common} name="friends" title={s.friends} items={profile.friends} visibility={privacy?.friend_visibility ?? null} empty={s.noFriends} emptyIcon="users">
            {(friends) => <FriendGrid friends={friends} />}
          </ProfileSection>
        </Wide>
      </Sections>
    </Page>
  );
}

const SKELETON_SECTIONS = 4;

function ProfileSkeleton() {
  return (
    <Page aria-busy="true" data-testid="profile-loading">
      <span role="status" className="orb-visually-hidden">
        {s.loadingProfile}
      </span>
      <Header as="div" aria-hidden="true">
        <Skeleton shape="block" width={112} height={112} radius="xl" />
        <Names>
          <Skeleton shape="block" width="16rem" height={40} />
          <Skeleton shape="text" width="12rem" />
        </Names>
      </Header>
      <Sections aria-hidden="true">
        {Array.from({ length: SKELETON_SECTIONS }, (_, i) => (
          <Skeleton key={i} shape="block" height={180} radius="lg" />
        ))}
      </Sections>
    </Page>
  );
}

/**
 * /community/user/{user} (spec §2): a player's public profile — avatar (the premium halo), alias, username,
 * joined date, stats, then badges, achievements, recent activity, play history, inventory and friends.
 * The server sends only what the owner's privacy settings (spec §3) let this viewer see; a section it left
 * out says the player keeps it private, and the owner reads who else sees each part. An unknown user (404)
 * and a private profile (403) are the route's status screens; a 500 or a network failure stays inline with
 * a retry.
 */
export function ProfilePage() {
  const user = useParams().user ?? '';
  const query = useProfile(user);
  const profile = query.data?.profile;

  usePageMeta({
    title: profile?.alias,
    description: profile ? format(s.profileDescription, { alias: profile.alias, username: profile.username, product: config.productName }) : undefined,
    image: profile?.avatar.sd,
  });

  if (query.isPending) return <ProfileSkeleton />;

  if (query.isError) {
    return (
      <Page>
        <div data-testid="profile-error">
          <PageError error={query.error} inlineErrorState headingLevel={1} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </div>
      </Page>
    );
  }

  return <ProfileView profile={query.data.profile} />;
}

export default ProfilePage;
