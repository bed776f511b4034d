import styled, { css } from 'styled-components';
import type { Achievement } from '@/api/schemas/account';
import { Badge, Card, Image, Notice, PageTitle, ProgressBar, Section, SectionHeader, SectionTitle, Skeleton, TextLink } from '@/design-system';
import { formatArticleDate } from '@/lib/date';
import { gameHref } from '@/lib/links';
import { renderRouterLink } from '@/lib/routerLink';
import { format } from '@/lib/strings';
import { useAchievements } from '../api/achievements';
import { accountListStrings } from '../listStrings';
import { ListError, ListLoading, ListPage, ListPagination, usePageParam } from '../lists/listParts';
import { accountStrings } from '../strings';

const s = accountListStrings.achievements;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 32rem;
`;

const SummaryText = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.div<{ $locked: boolean }>`
  display: grid;
  grid-template-columns: 4rem minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  ${({ $locked }) =>
    $locked &&
    css`
      img {
        filter: grayscale(1);
        opacity: 0.6;
      }
    `}
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Desc = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const When = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The page's achievements by game, in the order the server sent them (unlocked first, latest first). */
function byGame(items: readonly Achievement[]): Array<{ game: Achievement['game']; items: Achievement[] }> {
  const groups = new Map<string, { game: Achievement['game']; items: Achievement[] }>();
  for (const item of items) {
    const group = groups.get(item.game.slug) ?? { game: item.game, items: [] };
    group.items.push(item);
    groups.set(item.game.slug, group);
  }
  return [...groups.values()];
}

function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { unlocked } = achievement;
  return (
    <Card as="article" padding="sm" data-testid="achievement" data-unlocked={unlocked !== null}>
      <Row $locked={unlocked === null}>
        <Image src={achievement.thumb} alt="" placeholder="game" aspectRatio="1" radius="md" />
        <Main>
          <Title data-testid="achievement-title">{achievement.title}</Title>
          {achievement.desc && <Desc>{achievement.desc}</Desc>}
          {unlocked !== null ? (
            <When>
              <time dateTime={unlocked}>{format(s.unlocked, { date: formatArticleDate(unlocked) })}</time>
            </When>
          ) : (
            <div>
              <Badge tone="neutral" size="sm" icon="lock">
                {s.locked}
              </Badge>
            </div>
          )}
        </Main>
      </Row>
    </Card>
  );
}

function AchievementsSkeleton() {
  return (
    <Groups>
      <Skeleton shape="text" width="12rem" />
      <List as="div">
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i} padding="sm">
            <Row $locked={false}>
              <Skeleton shape="block" aspectRatio="1" />
              <Main>
                <Skeleton shape="text" width="60%" />
                <Skeleton shape="text" width="80%" />
              </Main>
            </Row>
          </Card>
        ))}
      </List>
    </Groups>
  );
}

/**
 * /account/achievement (spec §2): the achievements of the games the player played, grouped by game, each
 * with its thumb and the date it was unlocked (still-locked ones are marked so), with how many of them are
 * unlocked; 12 a page, unlocked first.
 */
export function AchievementsPage() {
  const page = usePageParam();
  const query = useAchievements(page);

  let body;
  if (query.isPending) {
    body = (
      <ListLoading label={s.loading} testId="achievements-loading">
        <AchievementsSkeleton />
      </ListLoading>
    );
  } else if (query.isError && !query.isPlaceholderData) {
    body = <ListError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="achievements-error" />;
  } else {
    const { pagination, unlocked, total } = query.data;
    const summary = format(s.summary, { unlocked, total });
    body =
      total === 0 ? (
        <Notice icon="trophy" data-testid="achievements-empty" action={<TextLink href="/arcade/games" renderLink={renderRouterLink}>{s.browse}</TextLink>}>
          {s.empty}
        </Notice>
      ) : (
        <>
          <Summary data-testid="achievements-summary">
            <SummaryText>{summary}</SummaryText>
            <ProgressBar value={total > 0 ? unlocked / total : 0} label={summary} />
          </Summary>
          <Groups data-testid="achievements-list" aria-busy={query.isFetching && query.isPlaceholderData ? true : undefined}>
            {byGame(pagination.items).map(({ game, items }) => (
              <Section key={game.slug} aria-labelledby={`achievements-${game.slug}`} data-testid="achievement-group">
                <SectionHeader divided>
                  <SectionTitle id={`achievements-${game.slug}`} size="md">
                    {game.title}
                  </SectionTitle>
                  <TextLink href={gameHref(game.slug)} renderLink={renderRouterLink}>
                    {format(s.gameLink, { game: game.title })}
                  </TextLink>
                </SectionHeader>
                <List>
                  {items.map((achievement) => (
                    <li key={achievement.uuid}>
                      <AchievementCard achievement={achievement} />
                    </li>
                  ))}
                </List>
              </Section>
            ))}
          </Groups>
          <ListPagination pagination={pagination} label={s.navigation} />
        </>
      );
  }

  return (
    <ListPage data-testid="account-achievements">
      <PageTitle>{accountStrings.pages.achievement}</PageTitle>
      {body}
    </ListPage>
  );
}
