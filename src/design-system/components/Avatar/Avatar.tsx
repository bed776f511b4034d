import { useState, type HTMLAttributes, type Ref } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { hashOf, initialsOf } from './initials';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Image URL; missing, empty or failing to load shows the initials fallback. */
  src?: string | null;
  /** The person's display name: source of the initials and of the default alt text. */
  name: string;
  /** Alt text; defaults to `name`. Pass '' when a visible name sits next to the avatar. */
  alt?: string;
  size?: AvatarSize;
  /** The premium halo (spec §2). */
  premium?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

const px: Record<AvatarSize, number> = { sm: 28, md: 40, lg: 64, xl: 112 };

type ColorName = keyof DefaultTheme['color'];
// Fallback initials: each pair is >= 4.5:1 (the text tokens on surfaceStrong, see the tokens test).
const fallbackInks: ColorName[] = ['accentText', 'highlight', 'success', 'warning', 'info', 'danger'];

const Root = styled.span<{ $px: number; $premium: boolean }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surfaceStrong};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.border};
  ${({ $premium, theme }) =>
    $premium &&
    css`
      box-shadow: ${theme.shadow.halo};
    `}
`;

const Img = styled.img`
  width: 100%;
  height: 100%;
  border-radius: 50%;
  object-fit: cover;
`;

const Initials = styled.span<{ $px: number; $ink: ColorName }>`
  color: ${({ theme, $ink }) => theme.color[$ink]};
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-size: ${({ $px }) => Math.max(12, Math.round($px * 0.4))}px;
  letter-spacing: 0.02em;
  line-height: 1;
  user-select: none;
`;

/**
 * A round user picture with an initials fallback when the image is missing or fails to load
 * (spec §3: images fall back to placeholders). `premium` adds the gold halo (spec §2).
 */
export function Avatar({ src, name, alt, size = 'md', premium = false, ref, ...rest }: AvatarProps) {
  // Remember which URL failed, so a new src gets a fresh attempt without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = alt ?? name;
  const showImage = Boolean(src) && failedSrc !== src;

  return (
    <Root ref={ref} $px={px[size]} $premium={premium} data-premium={premium || undefined} {...rest}>
      {showImage && src ? (
        <Img
          src={src}
          alt={label}
          width={px[size]}
          height={px[size]}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <Initials
          $px={px[size]}
          $ink={fallbackInks[hashOf(name) % fallbackInks.length] ?? 'accentText'}
          {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
        >
          {initialsOf(name)}
        </Initials>
      )}
    </Root>
  );
}
