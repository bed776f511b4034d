import { useState, type CSSProperties, type ImgHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { ImagePlaceholder, type PlaceholderKind } from './ImagePlaceholder';
import { imageSrcSet } from './imageVariant';

export interface ImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'placeholder' | 'loading' | 'srcSet'> {
  /** Image path; missing, empty or failing to load shows the placeholder. */
  src?: string | null;
  /** Required: describe the image, or '' when it is decorative. */
  alt: string;
  /** Intrinsic size in px. With both, the ratio comes from them and the image never grows wider than `width`. */
  width?: number;
  height?: number;
  /** Width / height, e.g. 1 or '4 / 3'. Default 16 / 9 unless width and height are given. */
  aspectRatio?: number | string;
  /** Which placeholder stands in when there is no image (spec §3). */
  placeholder?: PlaceholderKind;
  /** Load immediately (above-the-fold heroes); otherwise the browser loads it lazily. */
  eager?: boolean;
  /** Offer the w_16_9_sm/hd/fhd variants as a srcset (see imageVariant). */
  variants?: boolean;
  /** The `sizes` attribute used with `variants`. */
  sizes?: string;
  fit?: 'cover' | 'contain';
  radius?: 'none' | 'sm' | 'md' | 'lg' | 'xl';
  /** Goes on the frame, so styled(Image) and layout classes size the whole thing. */
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLImageElement>;
}

const Frame = styled.span<{ $radius: NonNullable<ImageProps['radius']> }>`
  position: relative;
  display: block;
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme, $radius }) => ($radius === 'none' ? '0' : theme.radius[$radius])};
  /* Visible while the image loads: the frame already has its final size, so nothing shifts. */
  background: ${({ theme }) => theme.color.skeleton};
  isolation: isolate;
`;

const Img = styled.img<{ $fit: 'cover' | 'contain'; $loaded: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: ${({ $fit }) => $fit};
  opacity: ${({ $loaded }) => ($loaded ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.duration.base}ms ${({ theme }) => theme.easing.standard};
`;

const ratioOf = (aspectRatio: ImageProps['aspectRatio'], width?: number, height?: number): string => {
  if (aspectRatio !== undefined) return String(aspectRatio);
  if (width && height) return `${width} / ${height}`;
  return '16 / 9';
};

/**
 * An image that never shifts the layout (its frame always has an aspect ratio), loads lazily unless
 * `eager`, and shows an on-brand placeholder when the path is missing or broken (spec §3).
 */
export function Image({
  src,
  alt,
  width,
  height,
  aspectRatio,
  placeholder = 'game',
  eager = false,
  variants = false,
  sizes = '100vw',
  fit = 'cover',
  radius = 'md',
  className,
  style,
  onLoad,
  onError,
  ref,
  ...rest
}: ImageProps) {
  // Keyed by URL so a new src starts fresh without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const usable = src && failedSrc !== src ? src : null;
  const srcSet = variants && usable ? imageSrcSet(usable) : '';

  return (
    <Frame
      className={className}
      $radius={radius}
      style={{ aspectRatio: ratioOf(aspectRatio, width, height), maxWidth: width ? `${width}px` : undefined, ...style }}
    >
      {usable ? (
        <Img
          ref={ref}
          src={usable}
          srcSet={srcSet || undefined}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
          $fit={fit}
          // An eager image (the first screen's largest, usually) shows as it decodes: no fade-in to wait for.
          $loaded={eager || loadedSrc === usable}
          onLoad={(event) => {
            setLoadedSrc(usable);
            onLoad?.(event);
          }}
          onError={(event) => {
            setFailedSrc(usable);
            onError?.(event);
          }}
          {...rest}
        />
      ) : (
        <ImagePlaceholder kind={placeholder} alt={alt} />
      )}
    </Frame>
  );
}
