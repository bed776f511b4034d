import styled, { useTheme } from 'styled-components';
import { CardGrid, GameCardSkeleton, Page, Skeleton } from '@/design-system';
import { gameStrings } from '../strings';
import { Stage } from './GameFrame';
import { FrameBar } from './FrameControls';
import { Column, Columns, Header, PlayArea, Side } from './layout';

const SKELETON_CARDS = 4;

/* An excerpt takes about two lines on a phone and one from the tablet breakpoint up. */
const SecondLine = styled.div`
  ${({ theme }) => theme.mq.md} {
    display: none;
  }
`;

/**
 * The game page while its data loads: the same grid as the page, the stage at its final 16:9 size (edge
 * to edge on a phone), so the game, the text and the lists appear without moving anything.
 */
export function GamePageSkeleton() {
  const theme = useTheme();
  // One line of the title (PageTitle) and of the excerpt, so the stage starts where the page's will.
  const titleHeight = `calc(${theme.fontSize['3xl']} * ${theme.lineHeight.tight})`;
  const excerptHeight = `calc(${theme.fontSize.lg} * ${theme.lineHeight.normal})`;
  return (
    <Page gap="lg" aria-busy="true" data-testid="game-loading">
      <span role="status" className="orb-visually-hidden">
        {gameStrings.gameLoading}
      </span>
      <Header aria-hidden="true">
        <Skeleton shape="block" width="min(100%, 22rem)" height={titleHeight} />
        <div>
          <Skeleton shape="block" width="min(100%, 36rem)" height={excerptHeight} radius="sm" />
          <SecondLine>
            <Skeleton shape="block" width="60%" height={excerptHeight} radius="sm" />
          </SecondLine>
        </div>
      </Header>
      <PlayArea aria-hidden="true">
        <Stage data-testid="game-stage-skeleton">
          <Skeleton shape="block" width="100%" height="100%" style={{ position: 'absolute', inset: 0 }} />
        </Stage>
        <FrameBar>
          <Skeleton shape="block" width="min(100%, 16rem)" height={72} radius="md" />
          <Skeleton shape="block" width={150} height={44} radius="md" />
        </FrameBar>
      </PlayArea>
      <Columns aria-hidden="true">
        <Column>
          <Skeleton shape="text" lines={6} />
          <Skeleton shape="text" lines={4} />
        </Column>
        <Side>
          <Skeleton shape="block" height={96} radius="lg" />
          <Skeleton shape="block" height={44} radius="xl" />
          <Skeleton shape="block" height={44} radius="xl" />
        </Side>
      </Columns>
      <CardGrid density="compact" busy list={false} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <GameCardSkeleton key={i} />
        ))}
      </CardGrid>
    </Page>
  );
}
