import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import styled, { css, keyframes } from 'styled-components';

export type SkeletonShape = 'block' | 'text' | 'circle';
type Length = number | string;

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  shape?: SkeletonShape;
  /** Width; numbers are px. Defaults to the container's width (blocks, text) or 40 px (circles). */
  width?: Length;
  /** Height; numbers are px. A block without a height keeps `aspectRatio` instead. */
  height?: Length;
  /** Width / height of a block (default '16 / 9') or nothing for a circle (always 1). */
  aspectRatio?: number | string;
  /** Number of text lines; the last of several is shorter, like a real paragraph. */
  lines?: number;
  radius?: 'sm' | 'md' | 'lg' | 'xl';
  ref?: Ref<HTMLDivElement>;
}

const toCss = (value: Length | undefined) => (typeof value === 'number' ? `${value}px` : value);

const sweep = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

/** The shimmer shared by every skeleton shape. Static (no sweep) under reduced motion. */
export const shimmer = css`
  background-color: ${({ theme }) => theme.color.skeleton};
  background-image: linear-gradient(
    100deg,
    transparent 30%,
    ${({ theme }) => theme.color.skeletonSweep} 50%,
    transparent 70%
  );
  background-size: 200% 100%;
  background-repeat: no-repeat;
  animation: ${sweep} 1.6s ${({ theme }) => theme.easing.standard} infinite;

  ${({ theme }) => theme.mq.reducedMotion} {
    animation: none !important;
    background-image: none;
  }
`;

type Radius = NonNullable<SkeletonProps['radius']>;

const Shape = styled.div<{ $radius: Radius | 'round' | 'none' }>`
  ${shimmer}
  display: block;
  flex: none;
  max-width: 100%;
  border-radius: ${({ theme, $radius }) => ($radius === 'round' ? '50%' : $radius === 'none' ? '0' : theme.radius[$radius])};
`;

const Lines = styled.div`
  display: grid;
  gap: 0.5em;
  width: 100%;
`;

const Line = styled.div`
  ${shimmer}
  height: 1em;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/**
 * A loading placeholder with fixed geometry (explicit size or aspect ratio), so the content that
 * replaces it does not shift the page. Decorative: wrap a group in a role="status" region
 * (FullPageSkeleton does) to tell assistive tech that something is loading.
 */
export function Skeleton({ shape = 'block', width, height, aspectRatio, lines = 1, radius, style, ref, ...rest }: SkeletonProps) {
  if (shape === 'text') {
    const count = Math.max(1, Math.floor(lines));
    return (
      <Lines ref={ref} aria-hidden="true" style={{ width: toCss(width), ...style }} {...rest}>
        {Array.from({ length: count }, (_, i) => (
          <Line key={i} style={count > 1 && i === count - 1 ? { width: '60%' } : undefined} />
        ))}
      </Lines>
    );
  }

  const circle = shape === 'circle';
  const geometry: CSSProperties = circle
    ? { width: toCss(width ?? height ?? 40), aspectRatio: '1' }
    : {
        width: toCss(width) ?? '100%',
        height: toCss(height),
        aspectRatio: height === undefined ? String(aspectRatio ?? '16 / 9') : undefined,
      };

  return (
    <Shape
      ref={ref}
      aria-hidden="true"
      $radius={circle ? 'round' : (radius ?? 'md')}
      style={{ ...geometry, ...style }}
      {...rest}
    />
  );
}

/**
 * The early image of a list's card `index` in a prerendered first screen, whose items are at `items` of the
 * route's answer ('pagination.items'): the first card's image is the first screen's largest (eager), the
 * others are lazy, which the early-data script waits for only while on screen.
 */
export function earlyListImage(items: string, index: number): { from: string; loading: 'eager' | 'lazy' } {
  return { from: `${items}.${index}.hero`, loading: index === 0 ? 'eager' : 'lazy' };
}

export interface EarlyImageSkeletonProps {
  /**
   * Where the image is in the route's first API answer's data, as a dot path ('games.slider.0.hero'):
   * the prerendered page's early-data script (scripts/early-data.js) shows it there before the app runs.
   */
  from: string;
  /** The frame's aspect ratio, as the page's image has it. */
  aspectRatio?: string;
  /** 'none' inside a frame that clips it (a card's media). */
  radius?: Radius | 'none';
  /**
   * 'lazy' for images below the first screen's largest: loaded as the browser's lazy loading decides, and
   * the app's scripts do not wait for them.
   */
  loading?: 'eager' | 'lazy';
  /** As the page's Image: its `variants` (the srcset) and `sizes`, so the browser picks the same file. */
  variants?: boolean;
  sizes?: string;
}

const EarlyFrame = styled(Shape)`
  position: relative;
  overflow: hidden;

  /* Filled: the image covers the shimmer, which need not repaint under it. */
  &:has(> img[src]) {
    animation: none;
  }
`;

const EarlyImg = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;

  &:not([src]) {
    visibility: hidden;
  }
`;

/**
 * A block skeleton that holds the first screen's largest image of a prerendered page (ADR 0012): the
 * early-data script fills its src from the route's data as soon as the API answers, while the app's
 * scripts still download, and the app then draws the same image in the same box. In the app (no
 * script has filled it) it is a plain block skeleton.
 */
export function EarlyImageSkeleton({ from, aspectRatio = '16 / 9', radius = 'md', loading = 'eager', variants = false, sizes = '100vw' }: EarlyImageSkeletonProps) {
  return (
    <EarlyFrame aria-hidden="true" $radius={radius} style={{ width: '100%', aspectRatio }}>
      <EarlyImg
        alt=""
        data-early-image={from}
        data-early-variants={variants ? '' : undefined}
        sizes={variants ? sizes : undefined}
        decoding="async"
        loading={loading}
        fetchPriority={loading === 'eager' ? 'high' : 'auto'}
      />
    </EarlyFrame>
  );
}

export interface EarlyTextProps {
  /**
   * Where the text is in the route's first API answer's data, as a dot path ('developer.description'):
   * the prerendered page's early-data script writes it in (as text, never markup) before the app runs.
   */
  from: string;
  /** How many lines of shimmer stand in for it until then. */
  lines?: number;
  /** The element: 'p' by default; 'span' inside a heading. */
  as?: 'p' | 'span' | 'div';
  className?: string;
}

const EarlyTextRoot = styled.p<{ $lines: number }>`
  &:empty {
    ${shimmer}
    display: block;
    min-height: calc(${({ $lines }) => $lines} * 1lh);
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  span&:empty {
    display: inline-block;
    width: min(100%, 12em);
    vertical-align: middle;
    min-height: 0.9em;
  }

  /* The answer has the text empty: the app leaves it out. */
  &[hidden] {
    display: none;
  }
`;

/**
 * A text of the route's data in a prerendered first screen (ADR 0012): a shimmer until the early-data
 * script writes the text in from the route's first answer, so a first screen whose largest element is
 * text (a developer's description) paints it before the app. Give it the page's typography (`as` of the
 * page's styled text: `<Description as={EarlyText} from="developer.description" />`), so the app then
 * draws the same text in the same box. React leaves the written text alone when it hydrates: the
 * element's only child is a text, which suppressHydrationWarning lets differ (without it, React reports
 * the mismatch and renders the whole page again).
 */
export function EarlyText({ from, lines = 1, as = 'p', className }: EarlyTextProps) {
  return (
    <EarlyTextRoot as={as} className={className} data-early-text={from} $lines={lines} suppressHydrationWarning>
      {''}
    </EarlyTextRoot>
  );
}
