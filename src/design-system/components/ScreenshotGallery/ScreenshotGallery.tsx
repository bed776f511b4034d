import { useState, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Image } from '../Image';

export interface Screenshot {
  /** The full-size picture shown in the preview; missing → the screenshot placeholder. */
  original: string | null;
  /** The small picture on the thumbnail button; missing → the screenshot placeholder. */
  thumbnail: string | null;
}

export interface ScreenshotGalleryProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  shots: readonly Screenshot[];
  /** Names the thumbnail list ('Screenshots of Starfall Arena'). */
  label: string;
  /** Names one thumbnail button ('Screenshot 2 of 4'). */
  thumbnailLabel: (position: number, count: number) => string;
  /** The preview's alternative text for the shot at `position` (1-based). */
  previewAlt: (position: number) => string;
  /** `sizes` of the preview image (its width in the layout). */
  sizes?: string;
  'data-testid'?: string;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 96px), 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A thumbnail button that previews its screenshot (zoom cursor; accent border when hovered or pressed).
 * Full width of its cell, at least the hit-area height. Also the home slider's thumbnails.
 */
export const ScreenshotThumb = styled.button`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.size.minHit};
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  cursor: zoom-in;
  transition: border-color ${({ theme }) => theme.duration.fast}ms;

  &:hover,
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.accent};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * A large preview above a row of screenshot thumbnails (spec §2: "hover previews the original"). Hovering
 * or focusing a thumbnail shows its original in the preview; pressing it keeps that one selected, and the
 * preview returns to the selected shot when the pointer or focus leaves. Every thumbnail is a button, so
 * the whole gallery works by keyboard. The preview never changes size (16:9), so nothing shifts.
 */
export function ScreenshotGallery({ shots, label, thumbnailLabel, previewAlt, sizes = '100vw', ...rest }: ScreenshotGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState<number | null>(null);
  if (shots.length === 0) return null;
  const shown = Math.min(hovered ?? selected, shots.length - 1);
  const shot = shots[shown];

  return (
    <Root {...rest}>
      <Image
        src={shot?.original ?? null}
        alt={previewAlt(shown + 1)}
        placeholder="screenshot"
        aspectRatio="16 / 9"
        radius="lg"
        variants
        sizes={sizes}
        data-testid="screenshot-preview"
      />
      <Thumbs aria-label={label}>
        {shots.map((item, i) => (
          <li key={`${item.original ?? ''}-${i}`}>
            <ScreenshotThumb
              type="button"
              aria-label={thumbnailLabel(i + 1, shots.length)}
              aria-pressed={selected === i}
              onMouseEnter={() => setHovered(i)}
              onMouseLeave={() => setHovered(null)}
              onFocus={() => setHovered(i)}
              onBlur={() => setHovered(null)}
              onClick={() => setSelected(i)}
            >
              <Image src={item.thumbnail} alt="" placeholder="screenshot" aspectRatio="16 / 9" radius="sm" />
            </ScreenshotThumb>
          </li>
        ))}
      </Thumbs>
    </Root>
  );
}
