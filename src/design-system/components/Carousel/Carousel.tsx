import {
  Children,
  useEffect,
  useEffectEvent,
  useId,
  useState,
  type CSSProperties,
  type FocusEvent,
  type HTMLAttributes,
  type Key,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Icon } from '../../icons';
import { usePrefersReducedMotion } from '../../motion/usePrefersReducedMotion';

export interface CarouselLabels {
  previous?: string;
  next?: string;
  /** Names each slide; the default reads '2 of 5'. */
  slide?: (position: number, count: number) => string;
  /** Names each dot. */
  goTo?: (position: number, count: number) => string;
  /** Names the group of dots. */
  dots?: string;
  /** The autoplay toggle while rotating, and while stopped. */
  pause?: string;
  play?: string;
}

export type CarouselControls = 'overlay' | 'footer';

export interface CarouselBaseProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'onChange'> {
  /** The carousel's accessible name (or pass aria-labelledby). */
  label?: string;
  /** Controlled position (0-based). Any integer is wrapped into range. */
  index?: number;
  /** Uncontrolled starting position. */
  defaultIndex?: number;
  /** Called with the new position on every change, controlled or not. */
  onIndexChange?: (index: number) => void;
  /** Show a dot per slide. */
  showDots?: boolean;
  /** Arrows over the slide's sides ('overlay') or in the bar below it ('footer'). */
  controls?: CarouselControls;
  /**
   * Advance every this many milliseconds. Off by default and always off under reduced motion;
   * pauses on hover and focus and comes with a pause button (WCAG 2.2.2).
   */
  autoplay?: number;
  labels?: CarouselLabels;
}

interface ItemsContent<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => Key;
  children?: never;
}

interface ChildrenContent {
  /** One child per slide. */
  children: ReactNode;
  items?: never;
  renderItem?: never;
  getKey?: never;
}

export type CarouselProps<T = unknown> = CarouselBaseProps & (ItemsContent<T> | ChildrenContent);

const defaultLabels: Required<CarouselLabels> = {
  previous: 'Previous slide',
  next: 'Next slide',
  slide: (position, count) => `${position} of ${count}`,
  goTo: (position, count) => `Go to slide ${position} of ${count}`,
  dots: 'Choose a slide',
  pause: 'Pause automatic slide show',
  play: 'Start automatic slide show',
};

/** Wraps any integer into 0..count-1, so next from the last is the first (spec §2 Slider). */
export const wrapIndex = (index: number, count: number) => (count > 0 ? ((Math.trunc(index) % count) + count) % count : 0);

/* ---------- styles ---------- */

const Root = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Stage = styled.div`
  position: relative;
  min-width: 0;
`;

/* Clip sideways only, with a little margin, so slides slide in from the edge while a hovered
   card's lift and focus rings inside a slide are not cut off. */
const Viewport = styled.div`
  display: grid;
  overflow-x: clip;
  overflow-y: visible;
  overflow-clip-margin: ${({ theme }) => theme.space[2]};
`;

/* Two names for one movement: a slide that turns from entering to leaving must restart its animation. */
const slideIn = keyframes`from { transform: translateX(var(--orb-slide-from)); } to { transform: translateX(var(--orb-slide-to)); }`;
const slideOut = keyframes`from { transform: translateX(var(--orb-slide-from)); } to { transform: translateX(var(--orb-slide-to)); }`;

/** How long a slide takes to slide in (and the previous one out). */
const SLIDE_MS = 450;

const SlideFrame = styled.div`
  grid-area: 1 / 1;
  min-width: 0;

  &[data-slide='entering'] {
    animation: ${slideIn} ${SLIDE_MS}ms cubic-bezier(0.2, 0, 0, 1) both;
  }
  &[data-slide='leaving'] {
    animation: ${slideOut} ${SLIDE_MS}ms cubic-bezier(0.2, 0, 0, 1) both;
    pointer-events: none;
  }
`;

const roundControl = css`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border-radius: 50%;
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.text} 22%, transparent);
  background: color-mix(in srgb, ${({ theme }) => theme.color.surfaceRaised} 82%, transparent);
  backdrop-filter: blur(10px);
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.duration.fast}ms,
    border-color ${({ theme }) => theme.duration.fast}ms,
    box-shadow ${({ theme }) => theme.duration.fast}ms;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceStrong};
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: ${({ theme }) => theme.shadow.glow};
  }
`;

const OverlayArrow = styled.button<{ $side: 'start' | 'end' }>`
  ${roundControl}
  position: absolute;
  top: 50%;
  ${({ $side, theme }) => ($side === 'start' ? `left: ${theme.space[3]};` : `right: ${theme.space[3]};`)}
  z-index: ${({ theme }) => theme.zIndex.raised};
  transform: translateY(-50%);
`;

const FooterArrow = styled.button`
  ${roundControl}
  flex: none;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

/*
 * The dots stay on one line (issue 14: on a 390-px phone six of them wrapped under the arrows): each
 * target is 44 px wide while the bar has room and narrows to 24 px (WCAG 2.5.8's minimum) when it has
 * not, keeping its 44 px height.
 */
const Dots = styled.div`
  display: flex;
  flex: 0 1 auto;
  flex-wrap: nowrap;
  justify-content: center;
  min-width: 0;
`;

const Dot = styled.button`
  display: inline-grid;
  flex: 0 1 ${({ theme }) => theme.size.minHit};
  place-items: center;
  min-width: 24px;
  height: ${({ theme }) => theme.size.minHit};
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  /* A small pill inside the target; the current one is long (up to the target's width) and lit. */
  &::before {
    content: '';
    width: 10px;
    max-width: calc(100% - ${({ theme }) => theme.space[1]});
    height: 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.borderStrong};
    transition:
      width ${({ theme }) => theme.duration.base}ms ${({ theme }) => theme.easing.standard},
      background-color ${({ theme }) => theme.duration.base}ms;
  }

  &:hover::before {
    background: ${({ theme }) => theme.color.textMuted};
  }

  &[aria-current='true']::before {
    width: 28px;
    background: ${({ theme }) => theme.color.highlight};
    box-shadow: 0 0 12px color-mix(in srgb, ${({ theme }) => theme.color.highlight} 60%, transparent);
  }
`;

const Toggle = styled.button`
  ${roundControl}
  flex: none;
  width: ${({ theme }) => theme.size.minHit};
  height: ${({ theme }) => theme.size.minHit};
`;

/* ---------- slide ---------- */

type SlideMotion = 'still' | 'entering' | 'leaving';

/** Where a slide moves from and to (a share of its width), by direction: 1 is "next", -1 "previous". */
function slideOffsets(motion: SlideMotion, direction: number): CSSProperties {
  const ahead = direction >= 0 ? '100%' : '-100%';
  const behind = direction >= 0 ? '-100%' : '100%';
  if (motion === 'entering') return { '--orb-slide-from': ahead, '--orb-slide-to': '0%' } as CSSProperties;
  if (motion === 'leaving') return { '--orb-slide-from': '0%', '--orb-slide-to': behind } as CSSProperties;
  return {};
}

function Slide({ label, motion, direction, children }: { label: string; motion: SlideMotion; direction: number; children: ReactNode }) {
  // The outgoing slide stays in the DOM while it animates out: hide it from assistive tech and
  // keyboard so only the current slide is "there".
  const leaving = motion === 'leaving';
  return (
    <SlideFrame
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={leaving || undefined}
      inert={leaving}
      data-slide={motion}
      style={slideOffsets(motion, direction)}
    >
      {children}
    </SlideFrame>
  );
}

const isTextEntry = (el: EventTarget) =>
  el instanceof HTMLElement && Boolean(el.closest('input, textarea, select, [contenteditable="true"]'));

/**
 * Shows one slide at a time with previous/next arrows that wrap around (spec §2 Slider), Left/Right
 * keys, optional dots and optional autoplay. Controlled (`index` + `onIndexChange`) or not.
 * Slides are rendered by the caller: pass `items` + `renderItem`, or one child per slide.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const {
    label,
    index,
    defaultIndex = 0,
    onIndexChange,
    showDots = false,
    controls = 'overlay',
    autoplay,
    labels,
    items,
    renderItem,
    getKey,
    children,
    onKeyDown,
    onPointerEnter,
    onPointerLeave,
    onFocus,
    onBlur,
    ...rest
  } = props;

  const slides: { key: Key; node: ReactNode }[] =
    items && renderItem
      ? items.map((item, i) => ({ key: getKey ? getKey(item, i) : i, node: renderItem(item, i) }))
      : Children.toArray(children).map((child, i) => ({
          key: typeof child === 'object' && child !== null && 'key' in child && child.key != null ? child.key : i,
          node: child,
        }));
  const count = slides.length;
  const text = { ...defaultLabels, ...labels };
  const viewportId = useId();
  const reduced = usePrefersReducedMotion();

  const [innerIndex, setInnerIndex] = useState(defaultIndex);
  const isControlled = index !== undefined;
  const current = wrapIndex(isControlled ? index : innerIndex, count);
  const [direction, setDirection] = useState(1);
  // The slide on screen and the one sliding out: the first slide does not slide in, and under reduced
  // motion slides change at once.
  const [shownKey, setShownKey] = useState<Key | undefined>(() => slides[current]?.key);
  const [moved, setMoved] = useState(false);
  const [leaving, setLeaving] = useState<{ key: Key; direction: number } | null>(null);
  useEffect(() => {
    if (!leaving) return undefined;
    const timer = window.setTimeout(() => setLeaving(null), SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);

  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);

  const goTo = (target: number, dir: number) => {
    if (count < 2) return;
    const next = wrapIndex(target, count);
    setDirection(dir);
    if (!isControlled) setInnerIndex(next);
    if (next !== current) onIndexChange?.(next);
  };

  const autoplayAvailable = Boolean(autoplay && autoplay > 0) && count > 1 && !reduced;
  const rotating = autoplayAvailable && !userPaused && !hovered && !focused;

  // An effect event reads the latest index and callbacks without restarting the timer itself.
  const advance = useEffectEvent((from: number) => goTo(from + 1, 1));
  useEffect(() => {
    if (!rotating || !autoplay) return undefined;
    // One timeout per slide: any change of slide (manual or automatic) restarts the interval.
    const id = window.setTimeout(() => advance(current), autoplay);
    return () => window.clearTimeout(id);
  }, [rotating, autoplay, current]);

  const slide = slides[current];
  if (slide && slide.key !== shownKey) {
    setShownKey(slide.key);
    setMoved(true);
    setLeaving(reduced || shownKey === undefined ? null : { key: shownKey, direction });
  }

  if (count === 0) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || count < 2 || isTextEntry(event.target)) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(current - 1, -1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(current + 1, 1);
    }
  };

  const previous = (
    <ArrowButton placement={controls} side="start" label={text.previous} controlsId={viewportId} onClick={() => goTo(current - 1, -1)} />
  );
  const next = <ArrowButton placement={controls} side="end" label={text.next} controlsId={viewportId} onClick={() => goTo(current + 1, 1)} />;
  const outgoing = leaving && leaving.key !== slide?.key ? slides.findIndex((s) => s.key === leaving.key) : -1;
  const hasBar = count > 1 && (showDots || autoplayAvailable || controls === 'footer');

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={handleKeyDown}
      onPointerEnter={(event: PointerEvent<HTMLElement>) => {
        onPointerEnter?.(event);
        setHovered(true);
      }}
      onPointerLeave={(event: PointerEvent<HTMLElement>) => {
        onPointerLeave?.(event);
        setHovered(false);
      }}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        onFocus?.(event);
        setFocused(true);
      }}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        onBlur?.(event);
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      {...rest}
    >
      <Stage>
        {count > 1 && controls === 'overlay' && (
          <>
            {previous}
            {next}
          </>
        )}
        {/* Announce changes only when the user makes them, not on every automatic turn. */}
        <Viewport id={viewportId} aria-live={rotating ? 'off' : 'polite'}>
          {leaving && outgoing > -1 && (
            <Slide key={leaving.key} label={text.slide(outgoing + 1, count)} motion="leaving" direction={leaving.direction}>
              {slides[outgoing]?.node}
            </Slide>
          )}
          {slide && (
            <Slide key={slide.key} label={text.slide(current + 1, count)} motion={moved && !reduced ? 'entering' : 'still'} direction={direction}>
              {slide.node}
            </Slide>
          )}
        </Viewport>
      </Stage>
      {hasBar && (
        <Bar>
          {autoplayAvailable && (
            <Toggle type="button" aria-label={userPaused ? text.play : text.pause} onClick={() => setUserPaused((p) => !p)}>
              {userPaused ? <Icon name="play" size="sm" tone="inherit" /> : <Icon name="pause" size="sm" tone="inherit" />}
            </Toggle>
          )}
          {controls === 'footer' && previous}
          {showDots && (
            <Dots role="group" aria-label={text.dots}>
              {slides.map((s, i) => (
                <Dot
                  key={s.key}
                  type="button"
                  aria-label={text.goTo(i + 1, count)}
                  aria-current={i === current ? 'true' : undefined}
                  aria-controls={viewportId}
                  onClick={() => goTo(i, i >= current ? 1 : -1)}
                />
              ))}
            </Dots>
          )}
          {controls === 'footer' && next}
        </Bar>
      )}
    </Root>
  );
}

function ArrowButton({
  placement,
  side,
  label,
  controlsId,
  onClick,
}: {
  placement: CarouselControls;
  side: 'start' | 'end';
  label: string;
  controlsId: string;
  onClick: () => void;
}) {
  const icon = <Icon name={side === 'start' ? 'chevron-left' : 'chevron-right'} size="lg" tone="inherit" />;
  return placement === 'overlay' ? (
    <OverlayArrow type="button" $side={side} aria-label={label} aria-controls={controlsId} onClick={onClick}>
      {icon}
    </OverlayArrow>
  ) : (
    <FooterArrow type="button" aria-label={label} aria-controls={controlsId} onClick={onClick}>
      {icon}
    </FooterArrow>
  );
}
