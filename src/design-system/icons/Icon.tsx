import { Suspense, lazy, type ReactElement, type SVGProps } from 'react';
import styled from 'styled-components';
import type { ColorToken } from '../tokens';
import { glyphs, type CoreIconName } from './glyphs';
import type { MoreIconName, moreGlyphs as MoreGlyphs } from './moreGlyphs';

export type IconName = CoreIconName | MoreIconName;

export type IconSize = 'sm' | 'md' | 'lg' | 'xl';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'name'> {
  name: IconName;
  size?: IconSize;
  /** An accessible name. Without one the icon is decorative and hidden from assistive tech. */
  label?: string;
  /** 'default' is white at 90 % opacity (spec §9); 'inherit' follows the surrounding text colour. */
  tone?: 'default' | 'inherit' | ColorToken;
}

const Svg = styled.svg<{ $size: IconSize; $tone: NonNullable<IconProps['tone']> }>`
  width: ${({ theme, $size }) => theme.size.icon[$size]};
  height: ${({ theme, $size }) => theme.size.icon[$size]};
  flex: none;
  color: ${({ theme, $tone }) => ($tone === 'inherit' ? 'inherit' : $tone === 'default' ? theme.color.icon : theme.color[$tone])};
`;

export class UnknownIconError extends Error {
  constructor(name: string) {
    super(`Unknown icon name "${name}".`);
    this.name = 'UnknownIconError';
  }
}

let more: typeof MoreGlyphs | undefined;
let moreReady: Promise<void> | undefined;

/**
 * Loads the icons the shell does not draw (moreGlyphs.tsx, a chunk of its own: ADR 0008 › Icons), once.
 * Icon calls it when it first draws one; the app after the first screen; the prerender, Storybook and the
 * unit tests before they render. A failed download leaves those icons empty for this page's life (a
 * stale deployment reloads through the app's preload-error handling) rather than failing the page.
 */
export function preloadIcons(): Promise<void> {
  moreReady ??= import('./moreGlyphs').then(
    (module) => {
      more = module.moreGlyphs;
    },
    () => undefined,
  );
  return moreReady;
}

function LoadedGlyph({ name }: { name: string }): ReactElement | null {
  // A failed download leaves it empty (preloadIcons).
  if (!more) return null;
  if (!Object.hasOwn(more, name)) throw new UnknownIconError(name);
  return more[name as MoreIconName];
}

const LazyGlyph = lazy(() => preloadIcons().then(() => ({ default: LoadedGlyph })));

/** Once the half is in (the prerender, any render after), at once; until then through React.lazy. */
function MoreGlyph({ name }: { name: string }): ReactElement {
  return more ? <LoadedGlyph name={name} /> : <LazyGlyph name={name} />;
}

/**
 * The drawing of icon `name`, for an <svg viewBox="0 0 24 24"> (Icon, the image placeholders). One of the
 * shell's is drawn at once; another through a Suspense boundary of its own, on the server too, so the
 * prerendered markup hydrates unchanged: until its chunk is in, the svg keeps its size and its prerendered
 * drawing, or stays empty where the app draws it first, and nothing around it waits.
 */
export function Glyph({ name }: { name: IconName }): ReactElement {
  if (Object.hasOwn(glyphs, name)) return glyphs[name as CoreIconName];
  return (
    <Suspense fallback={null}>
      <MoreGlyph name={name} />
    </Suspense>
  );
}

/**
 * An icon from the set. Colour is `currentColor`; by default that is the theme's icon colour,
 * white at 90 % opacity (spec §9). A name that is not in the set throws (spec §8).
 */
export function Icon({ name, size = 'md', label, tone = 'default', style, ...rest }: IconProps) {
  // Another name is checked once the other half is in (MoreGlyph): the shell's own are all here.
  if (typeof name !== 'string' || (more && !Object.hasOwn(glyphs, name) && !Object.hasOwn(more, name))) throw new UnknownIconError(String(name));
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const, focusable: 'false' as const };
  return (
    <Svg
      $size={size}
      $tone={tone}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={style}
      {...a11y}
      {...rest}
    >
      <Glyph name={name} />
    </Svg>
  );
}
