import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { GameCard } from '@/api/schemas/game';
import { CardGrid, Icon, Section, SectionHeader, SectionTitle, TextLink } from '@/design-system';
import { ApiGameCard } from '@/lib/ApiGameCard';
import { renderRouterLink } from '@/lib/routerLink';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { gameStrings } from '../strings';

/** The game index: where 'View All Games' leads. */
export const ALL_GAMES_HREF = '/arcade/games';

const EmptyText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

function GameList({ title, games, action, testId, empty }: { title: string; games: readonly GameCard[]; action?: ReactNode; testId: string; empty?: string }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} data-testid={testId}>
      <SectionHeader divided>
        <SectionTitle id={headingId}>{title}</SectionTitle>
        {action}
      </SectionHeader>
      {games.length > 0 ? (
        <CardGrid density="compact">
          {games.map((game) => (
            <ApiGameCard key={game.slug} game={game} />
          ))}
        </CardGrid>
      ) : (
        <EmptyText data-testid={`${testId}-empty`}>{empty}</EmptyText>
      )}
    </Section>
  );
}

/** More games from the developer (spec §2 Game page); none when the developer has no other game. */
export function MoreGames({ developer, games }: { developer: string; games: readonly GameCard[] }) {
  if (games.length === 0) return null;
  return <GameList title={format(gameStrings.moreFrom, { developer })} games={games} testId="game-more" />;
}

/**
 * Similar games with 'View All Games' (spec §2 Game page). The section stays when the list is empty and
 * says so (spec §8), so the way to the index is always there.
 */
export function SimilarGames({ games }: { games: readonly GameCard[] }) {
  return (
    <GameList
      title={gameStrings.similarGames}
      games={games}
      testId="game-similar"
      empty={commonStrings.empty.games}
      action={
        <TextLink href={ALL_GAMES_HREF} renderLink={renderRouterLink} data-testid="game-view-all">
          {commonStrings.games.viewAllGames}
          <Icon name="arrow-right" size="md" tone="inherit" />
        </TextLink>
      }
    />
  );
}
