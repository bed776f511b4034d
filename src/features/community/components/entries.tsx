import styled from 'styled-components';
import type { InventoryItem } from '@/api/schemas/catalog';
import type { ProfileActivity, ProfileBadge, ProfilePlay, PublicProfile, UserCard } from '@/api/schemas/user';
import { Avatar, Icon, Image, TextLink, type IconName } from '@/design-system';
import { catalogItemHref, gameHref, userProfileHref } from '@/lib/links';
import { renderRouterLink } from '@/lib/routerLink';
import { format } from '@/lib/strings';
import { humanizeDuration } from '@/lib/time';
import { communityStrings as s } from '../strings';
import { formatDay } from '../format';

/*
 * The entries of each profile section. Everything shown is the API's text, printed as text (React escapes
 * it); links are built from slugs and usernames, never taken from the response except an activity's `url`,
 * which the schema holds to a site path.
 */

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Grid = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Strong = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Thumb = styled.div`
  flex: none;
  width: 48px;
`;

const IconDisc = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surfaceStrong};
  color: ${({ theme }) => theme.color.accentText};
`;

const badgeIcons: Readonly<Record<ProfileBadge['kind'], IconName>> = {
  premium: 'crown',
  developer: 'code',
  staff: 'star',
  veteran: 'calendar',
  reviewer: 'edit',
  achiever: 'trophy',
  collector: 'box',
  explorer: 'gamepad',
};

export function BadgeList({ badges }: { badges: readonly ProfileBadge[] }) {
  return (
    <Grid $min="14rem">
      {badges.map((badge) => (
        <Row key={badge.kind} data-testid="profile-badge">
          <IconDisc>
            <Icon name={badgeIcons[badge.kind]} size="md" tone="inherit" />
          </IconDisc>
          <Text>
            <Strong>{badge.title}</Strong>
            <Muted>{badge.description}</Muted>
          </Text>
        </Row>
      ))}
    </Grid>
  );
}

type ProfileAchievement = NonNullable<PublicProfile['achievements']>[number];

export function AchievementList({ achievements }: { achievements: readonly ProfileAchievement[] }) {
  return (
    <List>
      {achievements.map((a) => (
        <Row key={`${a.game.slug}:${a.title}:${a.date.unlocked}`} data-testid="profile-achievement">
          <Thumb>
            <Image src={a.thumb} alt="" placeholder="catalog" aspectRatio={1} radius="md" />
          </Thumb>
          <Text>
            <Strong>{a.title}</Strong>
            <Muted>
              <TextLink href={gameHref(a.game.slug)} renderLink={renderRouterLink}>
                {a.game.title}
              </TextLink>
              {' · '}
              <time dateTime={a.date.unlocked}>{format(s.unlocked, { date: formatDay(a.date.unlocked) })}</time>
            </Muted>
          </Text>
        </Row>
      ))}
    </List>
  );
}

const activityIcons: Readonly<Record<ProfileActivity['type'], IconName>> = {
  played: 'gamepad',
  achievement: 'trophy',
  review: 'edit',
  reaction: 'love',
  friend: 'users',
};

export function ActivityList({ activity }: { activity: readonly ProfileActivity[] }) {
  return (
    <List>
      {activity.map((entry) => (
        <Row key={entry.uuid} data-testid="profile-activity-entry">
          <IconDisc>
            <Icon name={activityIcons[entry.type]} size="md" tone="inherit" />
          </IconDisc>
          <Text>
            {entry.url ? (
              <TextLink href={entry.url} renderLink={renderRouterLink}>
                {entry.title}
              </TextLink>
            ) : (
              <span>{entry.title}</span>
            )}
            <Muted>
              <time dateTime={entry.date}>{formatDay(entry.date)}</time>
            </Muted>
          </Text>
        </Row>
      ))}
    </List>
  );
}

export function SessionList({ sessions }: { sessions: readonly ProfilePlay[] }) {
  return (
    <List>
      {sessions.map((play) => (
        <Row key={`${play.game.slug}:${play.date.started}`} data-testid="profile-session">
          <IconDisc>
            <Icon name="clock" size="md" tone="inherit" />
          </IconDisc>
          <Text>
            <TextLink href={gameHref(play.game.slug)} renderLink={renderRouterLink}>
              {play.game.title}
            </TextLink>
            <Muted>
              {humanizeDuration(play.duration)}
              {' · '}
              <time dateTime={play.date.started}>{formatDay(play.date.started)}</time>
            </Muted>
          </Text>
        </Row>
      ))}
    </List>
  );
}

export function InventoryGrid({ items }: { items: readonly InventoryItem[] }) {
  return (
    <Grid $min="14rem">
      {items.map((item) => (
        <Row key={`${item.game.slug}:${item.slug}`} data-testid="profile-item">
          <Thumb>
            <Image src={item.thumbnail} alt="" placeholder="catalog" aspectRatio={1} radius="md" />
          </Thumb>
          <Text>
            <TextLink href={catalogItemHref(item.game.slug, item.slug)} renderLink={renderRouterLink}>
              {item.name}
            </TextLink>
            <Muted>{format(s.itemIn, { game: item.game.title })}</Muted>
            <Muted>{format(s.owned, { count: item.count })}</Muted>
          </Text>
        </Row>
      ))}
    </Grid>
  );
}

export function FriendGrid({ friends }: { friends: readonly UserCard[] }) {
  return (
    <Grid $min="12rem">
      {friends.map((friend) => (
        <Row key={friend.username} data-testid="profile-friend">
          <Avatar src={friend.avatar.sm ?? friend.avatar.tn} name={friend.alias} alt="" size="md" premium={friend.premium} />
          <Text>
            <TextLink href={userProfileHref(friend.username)} renderLink={renderRouterLink}>
              {friend.alias}
            </TextLink>
            <Muted>{format(s.username, { username: friend.username })}</Muted>
          </Text>
        </Row>
      ))}
    </Grid>
  );
}
