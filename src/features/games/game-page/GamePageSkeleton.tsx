import { useRef } from 'react';
import styled from 'styled-components';
import { CardGrid, EarlyImageSkeleton, EarlyText, Page, PageTitle, Skeleton, Spinner } from '@/design-system';
import { config } from '@/config';
import { useEarlyFrameSlot } from './earlyFrame';
import { FRAME_ALLOW, FRAME_SANDBOX } from './framePolicy';
import { Excerpt, Column, Columns, Header, PlayArea, Side } from './layout';
import { FRAME_SLOT_CHILDREN, FrameBar, FrameSlot, Overlay, Poster, STAGE_POSTER_SIZES, Stage } from './stage';
import { gameStageStrings } from './stageStrings';

const SKELETON_CARDS = 4;

/* Until it has its text, an excerpt takes about two lines on a phone and one from the tablet breakpoint up. */
const ExcerptSkeleton = styled(Excerpt)`
  &:empty {
    min-height: 2lh;
  }

  ${({ theme }) => theme.mq.md} {
    &:empty {
      min-height: 1lh;
    }
  }
`;

/** The stage's slot for the frame the early-data script started (earlyFrame.ts), while this stage shows. */
function EarlyFrameSlot() {
  const slot = useRef<HTMLDivElement | null>(null);
  useEarlyFrameSlot(slot);
  // What the script needs to build the frame as the page's (GameFrame; the games origin is the page's,
  // which this HTML, built once for every host, cannot know), and the product id the game's SDK speaks.
  const early = JSON.stringify({ allow: FRAME_ALLOW, sandbox: FRAME_SANDBOX, title: gameStageStrings.frameTitle, product: config.productId });
  return <FrameSlot ref={slot} data-early-frame={early} dangerouslySetInnerHTML={FRAME_SLOT_CHILDREN} />;
}

/**
 * The game page while its data loads, and the route's prerendered first screen (ADR 0012): the same grid
 * as the page, the stage at its final 16:9 size (edge to edge on a phone), so the game, the text and the
 * lists appear without moving anything. On a first visit the early-data script fills it from the game's
 * answer before the app runs: the title, the excerpt and the stage's poster (the first screen's largest
 * element), and it starts the game's frame in the stage, which the page then takes over (earlyFrame.ts).
 */
export function GamePageSkeleton() {
  return (
    <Page gap="lg" aria-busy="true" data-testid="game-loading">
      <span role="status" className="orb-visually-hidden">
        {gameStageStrings.gameLoading}
      </span>
      <Header>
        <PageTitle>
          <EarlyText as="span" from="game.title" />
          {'\u200B'}
        </PageTitle>
        <ExcerptSkeleton as={EarlyText} from="game.excerpt" />
      </Header>
      <PlayArea>
        <Stage data-testid="game-stage-skeleton">
          <Poster aria-hidden="true">
            <EarlyImageSkeleton from="game.hero" radius="none" variants sizes={STAGE_POSTER_SIZES} />
          </Poster>
          <EarlyFrameSlot />
          <Overlay aria-hidden="true">
            <Spinner size="lg" />
          </Overlay>
        </Stage>
        <FrameBar aria-hidden="true">
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
      {/* The lists, far below the stage: a card's picture and two lines each (no GameCardSkeleton, whose
          module would be the page's only use of it: the first screen is on the startup path). */}
      <CardGrid density="compact" busy list={false} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div key={i}>
            <Skeleton aspectRatio="16 / 9" radius="md" />
            <Skeleton shape="text" lines={2} />
          </div>
        ))}
      </CardGrid>
    </Page>
  );
}
