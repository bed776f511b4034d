import styled from 'styled-components';
import { EarlyImageSkeleton, Skeleton } from '@/design-system';

/*
 * The slider's layout, shared by the slider (HomeSlider.tsx, in the page's chunk) and its skeleton, which
 * the prerendered first screen shows too (FirstScreen.tsx, on the startup path): kept apart so that the
 * startup path carries the grid and not the slider.
 */

/** A slide shows at most this many screenshot thumbnails (spec §2 Slider). */
export const SLIDER_THUMBNAILS = 4;

/** The hero's `sizes`: two thirds of the width beside the details from the large breakpoint, else all of it. */
export const SLIDER_HERO_SIZES = '(min-width: 1024px) 66vw, 100vw';

/* Hero on the left, the game's details on the right from the large breakpoint; stacked below it.
   The skeleton uses the same grid, so swapping in the slider does not shift the page. */
export const SlideGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[6]};
  }
`;

export const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding-inline: ${({ theme }) => theme.space[2]};
`;

export const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(${SLIDER_THUMBNAILS}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The slider's loading state: the same grid, hero ratio and control bar, so nothing shifts. */
export function HomeSliderSkeleton({ early = false }: { early?: boolean }) {
  return (
    <div aria-hidden="true" data-testid="home-slider-skeleton">
      <SlideGrid>
        {early ? (
          // The first game's hero, filled in by a prerendered page's early-data script (ADR 0012).
          <EarlyImageSkeleton from="games.slider.0.hero" radius="lg" variants sizes={SLIDER_HERO_SIZES} />
        ) : (
          <Skeleton aspectRatio="16 / 9" radius="lg" />
        )}
        <Details>
          <Skeleton width={120} height={44} radius="xl" />
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="text" lines={3} />
          <Thumbs as="div">
            {Array.from({ length: SLIDER_THUMBNAILS }, (_, i) => (
              <Skeleton key={i} aspectRatio="16 / 9" radius="md" />
            ))}
          </Thumbs>
        </Details>
      </SlideGrid>
      <Skeleton height={60} style={{ marginTop: 12 }} />
    </div>
  );
}
