import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { Image } from './Image';
import { imageSrcSet, imageVariant } from './imageVariant';

describe('imageVariant', () => {
  it('appends the variant to the file name, before the extension', () => {
    expect(imageVariant('/media/games/starfall-arena/hero.jpg', 'w_16_9_hd')).toBe('/media/games/starfall-arena/hero_w_16_9_hd.jpg');
    expect(imageVariant('hero.webp', 'w_16_9_fhd')).toBe('hero_w_16_9_fhd.webp');
    expect(imageVariant('/a/b.c/cover.final.png', 'w_16_9_sm')).toBe('/a/b.c/cover.final_w_16_9_sm.png');
  });

  it('keeps query and hash, and ignores dots in directories and hosts', () => {
    expect(imageVariant('https://cdn.example.com/a/b.webp?v=2#x', 'w_16_9_sm')).toBe('https://cdn.example.com/a/b_w_16_9_sm.webp?v=2#x');
    expect(imageVariant('/media.v2/blog/cover', 'w_16_9_fhd')).toBe('/media.v2/blog/cover_w_16_9_fhd');
  });

  it('replaces a variant already in the name (idempotent)', () => {
    const once = imageVariant('/m/hero.jpg', 'w_16_9_hd');
    expect(imageVariant(once, 'w_16_9_hd')).toBe(once);
    expect(imageVariant(once, 'w_16_9_sm')).toBe('/m/hero_w_16_9_sm.jpg');
  });

  it('gives empty for no path and leaves data:, blob: and folder URLs alone', () => {
    expect(imageVariant('', 'w_16_9_hd')).toBe('');
    expect(imageVariant(null, 'w_16_9_hd')).toBe('');
    expect(imageVariant(undefined, 'w_16_9_hd')).toBe('');
    expect(imageVariant('data:image/png;base64,AAAA', 'w_16_9_hd')).toBe('data:image/png;base64,AAAA');
    expect(imageVariant('blob:https://x/123', 'w_16_9_hd')).toBe('blob:https://x/123');
    expect(imageVariant('/media/', 'w_16_9_hd')).toBe('/media/');
  });
});

describe('imageSrcSet', () => {
  it('lists every variant with its width, smallest first', () => {
    expect(imageSrcSet('/m/hero.jpg')).toBe('/m/hero_w_16_9_sm.jpg 640w, /m/hero_w_16_9_hd.jpg 1280w, /m/hero_w_16_9_fhd.jpg 1920w');
    expect(imageSrcSet('')).toBe('');
  });
});

describe('Image', () => {
  it('is lazy by default and eager on request', () => {
    const { rerender } = renderWithTheme(<Image src="/m/a.jpg" alt="Starfall Arena" />);
    expect(screen.getByRole('img', { name: 'Starfall Arena' })).toHaveAttribute('loading', 'lazy');
    rerender(<Image src="/m/a.jpg" alt="Starfall Arena" eager />);
    expect(screen.getByRole('img', { name: 'Starfall Arena' })).toHaveAttribute('loading', 'eager');
  });

  it('fades a lazy image in once loaded; an eager one (the first screen\'s) shows at once', () => {
    const { rerender } = renderWithTheme(<Image src="/m/a.jpg" alt="Card" />);
    expect(screen.getByRole('img', { name: 'Card' })).toHaveStyle({ opacity: '0' });
    fireEvent.load(screen.getByRole('img', { name: 'Card' }));
    expect(screen.getByRole('img', { name: 'Card' })).toHaveStyle({ opacity: '1' });
    rerender(<Image src="/m/b.jpg" alt="Hero" eager />);
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveStyle({ opacity: '1' });
  });

  it('always reserves its box: 16/9 by default, or the ratio of width and height', () => {
    const { rerender } = renderWithTheme(<Image src="/m/a.jpg" alt="Hero" />);
    expect(screen.getByRole('img').parentElement?.style.aspectRatio).toBe('16 / 9');
    rerender(<Image src="/m/a.jpg" alt="Hero" width={64} height={48} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('width', '64');
    expect(img).toHaveAttribute('height', '48');
    expect(img.parentElement?.style.aspectRatio).toBe('64 / 48');
    expect(img.parentElement?.style.maxWidth).toBe('64px');
    rerender(<Image src="/m/a.jpg" alt="Hero" aspectRatio={1} />);
    expect(screen.getByRole('img').parentElement?.style.aspectRatio).toBe('1 / 1');
  });

  it('shows the placeholder of its kind, named by alt, when the src is missing or empty', () => {
    const { rerender } = renderWithTheme(<Image alt="Plasma Blade" placeholder="catalog" />);
    const ph = screen.getByRole('img', { name: 'Plasma Blade' });
    expect(ph.tagName).not.toBe('IMG');
    expect(ph).toHaveAttribute('data-placeholder', 'catalog');
    rerender(<Image src="" alt="Plasma Blade" placeholder="catalog" />);
    expect(screen.getByRole('img', { name: 'Plasma Blade' })).toHaveAttribute('data-placeholder', 'catalog');
  });

  it('swaps to the placeholder when the image fails, and tries again for a new src', () => {
    const onError = vi.fn();
    const { rerender } = renderWithTheme(<Image src="/broken.jpg" alt="Orbital Labs" placeholder="developer" onError={onError} />);
    fireEvent.error(screen.getByRole('img', { name: 'Orbital Labs' }));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'Orbital Labs' })).toHaveAttribute('data-placeholder', 'developer');
    rerender(<Image src="/ok.jpg" alt="Orbital Labs" placeholder="developer" />);
    expect(screen.getByRole('img', { name: 'Orbital Labs' })).toHaveAttribute('src', '/ok.jpg');
  });

  it('keeps a decorative placeholder hidden', () => {
    const { container } = renderWithTheme(<Image alt="" placeholder="blog" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[data-placeholder="blog"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('builds a srcset from the size variants when asked', () => {
    const { rerender } = renderWithTheme(<Image src="/m/hero.jpg" alt="Hero" />);
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
    rerender(<Image src="/m/hero.jpg" alt="Hero" variants sizes="(min-width: 1024px) 50vw, 100vw" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('srcset', '/m/hero_w_16_9_sm.jpg 640w, /m/hero_w_16_9_hd.jpg 1280w, /m/hero_w_16_9_fhd.jpg 1920w');
    expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw');
  });

  it('passes attributes through to the img', () => {
    renderWithTheme(<Image src="/m/a.jpg" alt="A" data-testid="img" aria-describedby="cap" />);
    expect(screen.getByTestId('img')).toHaveAttribute('aria-describedby', 'cap');
  });
});
