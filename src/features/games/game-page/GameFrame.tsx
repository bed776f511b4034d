import { useEffect, useLayoutEffect, useReducer, useRef, useState, type ActionDispatch, type Ref, type RefObject } from 'react';
import styled from 'styled-components';
import { Button, Icon, Image, ProgressBar, Spinner } from '@/design-system';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { gameStrings } from '../strings';
import { earlyFrameLoaded, findEarlyFrame, takeEarlyFrame } from './earlyFrame';
import { FRAME_ALLOW, FRAME_SANDBOX } from './framePolicy';
import { useGameFrameEnvironment } from './frameEnvironment';
import { FRAME_SLOT_CHILDREN, FrameSlot, Overlay, Poster, STAGE_POSTER_SIZES, Stage } from './stage';

/** Where the frame is: waiting to come on screen, asking the games origin, loading, playing, failed. */
export type GameFramePhase = 'waiting' | 'probing' | 'loading' | 'loaded' | 'failed';

const Frame = styled.iframe`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
  background: transparent;
`;

/* The SDK game's own loading progress, over the frame's bottom edge until the game reports it loaded. */
const LoadingBar = styled.div`
  position: absolute;
  inset-inline: 0;
  bottom: 0;
  z-index: 3;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: linear-gradient(to top, rgba(0, 0, 0, 0.55), transparent);
  pointer-events: none;
`;

const FailTitle = styled.p`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

const FailMessage = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  display: none;

  ${({ theme }) => theme.mq.sm} {
    display: block;
  }
`;

interface FrameState {
  phase: 'idle' | 'probing' | 'loading' | 'loaded' | 'failed';
  /** Bumped by each retry, so that late answers of an earlier attempt are ignored. */
  attempt: number;
  /** The frame fired `load` while the probe was still out (the two run side by side). */
  frameLoaded: boolean;
}

type FrameAction = { type: 'probed' | 'loaded' | 'failed'; attempt: number } | { type: 'retry' };

/* An early frame that has loaded already counts from the first render: its take-over in a layout effect
   then changes no state, which would have made React finish the whole commit's work (the skeleton's
   unmount, a second render) in the same task (issue 14: the game page's TBT). */
const initialFrameState = (early: HTMLIFrameElement | null): FrameState => ({ phase: 'idle', attempt: 0, frameLoaded: early !== null && earlyFrameLoaded(early) });

function frameReducer(state: FrameState, action: FrameAction): FrameState {
  if (action.type === 'retry') return { phase: 'probing', attempt: state.attempt + 1, frameLoaded: false };
  if (action.attempt !== state.attempt) return state;
  const probing = state.phase === 'idle' || state.phase === 'probing';
  switch (action.type) {
    case 'probed':
      return probing ? { ...state, phase: state.frameLoaded ? 'loaded' : 'loading' } : state;
    case 'loaded':
      if (probing) return { ...state, frameLoaded: true };
      return state.phase === 'loading' ? { ...state, phase: 'loaded' } : state;
    case 'failed':
      return state.phase === 'loaded' ? state : { ...state, phase: 'failed' };
  }
}

/** The element has a box and some of it is inside the viewport. */
function onScreen(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

/**
 * True once the element has been on screen. The game then loads beside the page rather than after it
 * (issue 14's time to play: the frame's URL comes with the route's data). A stage on screen in the first
 * layout (a game page opened at its top) counts at once, in the same commit, rather than an
 * IntersectionObserver callback later (a task that waits behind the page's own work on a slow phone);
 * otherwise the observer says when; without IntersectionObserver (old browsers, jsdom) at once. `already`:
 * the game is loading (the early frame), so nothing need be measured (a forced layout of the whole page).
 */
function useReadyToLoad(ref: RefObject<HTMLElement | null>, already: boolean): boolean {
  const [seen, setSeen] = useState(() => already || typeof IntersectionObserver === 'undefined');

  useLayoutEffect(() => {
    const element = ref.current;
    if (!seen && element && onScreen(element)) setSeen(true);
  }, [ref, seen]);

  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);

  return seen;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The frame the prerendered page started before the app (earlyFrame.ts), taken over as the page's: its
 * title and test id as the page's frame has them, its `load` as the page's frame's.
 */
function TakenFrame({ frame, title, frameRef, dispatch, counted }: { frame: HTMLIFrameElement; title: string; frameRef?: Ref<HTMLIFrameElement>; dispatch: ActionDispatch<[FrameAction]>; counted: boolean }) {
  const slotRef = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const slot = slotRef.current;
    if (!slot) return undefined;
    frame.setAttribute('data-testid', 'game-frame');
    const stop = takeEarlyFrame(slot, frame, () => dispatch({ type: 'loaded', attempt: 0 }), counted);
    assignRef(frameRef, frame);
    return () => {
      stop();
      assignRef(frameRef, null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the frame is taken: `counted` is what the state knew then
  }, [frame, frameRef, dispatch]);
  useLayoutEffect(() => {
    frame.setAttribute('title', format(gameStrings.frameTitle, { title }));
  }, [frame, title]);
  return <FrameSlot ref={slotRef} dangerouslySetInnerHTML={FRAME_SLOT_CHILDREN} />;
}

export interface GameFrameProps {
  /** The frame's URL on the games origin (frameUrl.ts). A new URL starts over: key the frame by it. */
  src: string;
  /** The game's title: names the frame and the stage. */
  title: string;
  /** Shown dimmed behind the loading and error states (the game's hero); decorative. */
  poster?: string | null;
  /** The stage element, for the page's fullscreen control. */
  ref?: Ref<HTMLDivElement>;
  /** The frame element while it is mounted (the SDK relay reads its window). */
  frameRef?: Ref<HTMLIFrameElement>;
  /**
   * An SDK game's loading progress (0–1, from `game.loading`): a progress bar over the frame; null or
   * omitted once the game reported `game.loaded` (or for a game without the SDK).
   */
  progress?: number | null;
}

/**
 * The game in its frame (spec §2 Game page; Decisions 3 and 10): nothing loads until the stage is on
 * screen; then the frame is mounted with the `allow` and `sandbox` above while the games origin is asked
 * for the start page (see GameFrameProbe), and it shows once both have answered. A failed probe, a
 * timeout or a missing `load` shows 'This game could not be loaded.' with 'Try Again' instead of a blank
 * box. Probe, timeouts and the loaded URL come from GameFrameEnvironmentContext (stories, tests).
 */
export function GameFrame({ src, title, poster, ref, frameRef, progress = null }: GameFrameProps) {
  const { probe, probeTimeoutMs, loadTimeoutMs, resolveSrc } = useGameFrameEnvironment();
  const stageRef = useRef<HTMLDivElement | null>(null);
  // The frame the prerendered page started for this URL, if any: the game goes on loading where it is.
  const [early] = useState(() => findEarlyFrame(resolveSrc(src)));
  const ready = useReadyToLoad(stageRef, early !== null);
  const [state, dispatch] = useReducer(frameReducer, early, initialFrameState);
  const probing = ready && (state.phase === 'idle' || state.phase === 'probing');
  const phase: GameFramePhase = state.phase === 'idle' ? (ready ? 'probing' : 'waiting') : state.phase;
  const { attempt } = state;

  useEffect(() => {
    if (!probing) return undefined;
    let current = true;
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), probeTimeoutMs);
    probe(src, controller.signal).then(
      () => current && dispatch({ type: 'probed', attempt }),
      () => current && dispatch({ type: 'failed', attempt }),
    );
    return () => {
      current = false;
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [probing, attempt, src, probe, probeTimeoutMs]);

  useEffect(() => {
    if (state.phase !== 'loading') return undefined;
    const timer = window.setTimeout(() => dispatch({ type: 'failed', attempt }), loadTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [state.phase, attempt, loadTimeoutMs]);

  const retry = () => {
    dispatch({ type: 'retry' });
    // The button goes away: keep the keyboard user on the stage rather than on the page's top.
    stageRef.current?.focus();
  };

  const setStage = (element: HTMLDivElement | null) => {
    stageRef.current = element;
    assignRef(ref, element);
  };

  // The frame loads while the probe is out: the probe only decides between the game and the error, so
  // it costs the player no round trip before the game's own requests start.
  const mounted = phase === 'probing' || phase === 'loading' || phase === 'loaded';

  return (
    <Stage
      ref={setStage}
      role="region"
      aria-label={format(gameStrings.stageLabel, { title })}
      aria-busy={phase === 'waiting' || phase === 'probing' || phase === 'loading' || (mounted && progress !== null)}
      tabIndex={-1}
      data-testid="game-stage"
      data-state={phase}
      data-game-url={src}
    >
      {phase !== 'loaded' && (
        // The stage is the game page's largest element on the first screen: its poster loads at once.
        <Poster aria-hidden="true">
          <Image src={poster} alt="" placeholder="game" aspectRatio="16 / 9" radius="none" eager variants sizes={STAGE_POSTER_SIZES} />
        </Poster>
      )}
      {mounted && early && attempt === 0 && <TakenFrame frame={early} title={title} frameRef={frameRef} dispatch={dispatch} counted={state.frameLoaded} />}
      {mounted && !(early && attempt === 0) && (
        <Frame
          key={attempt}
          ref={frameRef}
          src={resolveSrc(src)}
          title={format(gameStrings.frameTitle, { title })}
          allow={FRAME_ALLOW}
          sandbox={FRAME_SANDBOX}
          onLoad={() => dispatch({ type: 'loaded', attempt })}
          data-testid="game-frame"
        />
      )}
      {mounted && progress !== null && (
        <LoadingBar data-testid="game-loading-progress">
          <ProgressBar value={progress} label={format(gameStrings.gameLoadingProgress, { title })} />
        </LoadingBar>
      )}
      {phase === 'failed' ? (
        <Overlay role="alert" data-testid="game-frame-error">
          <Icon name="danger" size="xl" tone="danger" />
          <FailTitle>{gameStrings.frameFailedTitle}</FailTitle>
          <FailMessage>{gameStrings.frameFailedMessage}</FailMessage>
          <Button variant="secondary" iconStart="refresh" onClick={retry}>
            {commonStrings.errors.retry}
          </Button>
        </Overlay>
      ) : (
        phase !== 'loaded' && (
          <Overlay>
            <Spinner size="lg" label={gameStrings.frameLoading} />
          </Overlay>
        )
      )}
    </Stage>
  );
}
