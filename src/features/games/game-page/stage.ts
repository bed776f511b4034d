import styled from 'styled-components';

/*
 * The stage's pieces that the game page's skeleton (also its prerendered first screen, ADR 0012) shares
 * with the page, in a module of their own: the first screen is on the app's startup path, and a styled
 * component stays in the bundle of every module that imports its file.
 */

/*
 * The stage: a 16:9 box in the page's column from the tablet breakpoint up; edge to edge (the viewport's
 * width) on a phone. It has its final size before anything loads, so neither the skeleton nor the
 * frame shifts the page. In fullscreen it fills the screen.
 */
export const Stage = styled.div`
  position: relative;
  isolation: isolate;
  display: grid;
  place-items: center;
  /* A phone: bleed over the page's side padding (Page: space 4 below md). */
  width: calc(100% + 2 * ${({ theme }) => theme.space[4]});
  margin-inline: calc(-1 * ${({ theme }) => theme.space[4]});
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ theme }) => theme.color.bgSunken};

  ${({ theme }) => theme.mq.md} {
    width: 100%;
    margin-inline: 0;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }

  &:fullscreen {
    width: 100%;
    height: 100%;
    aspect-ratio: auto;
    border: 0;
    border-radius: 0;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** The poster's `sizes`: the stage is the content column's width on a phone, about two thirds of it beside the details. */
export const STAGE_POSTER_SIZES = '(min-width: 1024px) 66vw, 100vw';

/** The game's hero, dimmed behind the loading and error states. */
export const Poster = styled.div`
  position: absolute;
  inset: 0;
  z-index: 0;
  opacity: 0.35;

  > span {
    height: 100%;
  }
`;

/* React leaves the children of an element with inner HTML alone: a FrameSlot's frame is not React's. */
export const FRAME_SLOT_CHILDREN = { __html: '' };

/**
 * Where the frame the early-data script started sits until the page's own frame takes it over
 * (earlyFrame.ts): over the poster, as the page's frame.
 */
export const FrameSlot = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  pointer-events: none;

  &:empty {
    display: none;
  }

  > iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
    background: transparent;
    pointer-events: auto;
  }
`;

/** Over the poster: the spinner while the game loads, or the failure's message and retry. */
export const Overlay = styled.div`
  position: relative;
  z-index: 1;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 32rem;
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.text};
  text-align: center;
  text-shadow: 0 1px 3px rgba(0, 0, 0, 0.6);
`;

/** The row under the stage: the build selector, then the mute and fullscreen controls at the end. */
export const FrameBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  > :last-child {
    margin-inline-start: auto;
  }
`;
