import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { FullPageSkeleton } from './FullPageSkeleton';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('reserves space with a 16:9 aspect ratio by default, so nothing shifts when content arrives', () => {
    renderWithTheme(<Skeleton data-testid="s" />);
    const s = screen.getByTestId('s');
    expect(s.style.aspectRatio).toBe('16 / 9');
    expect(s.style.width).toBe('100%');
    expect(s).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes explicit dimensions (numbers are px) instead of the ratio', () => {
    renderWithTheme(<Skeleton data-testid="s" width={240} height="6rem" />);
    const s = screen.getByTestId('s');
    expect(s.style.width).toBe('240px');
    expect(s.style.height).toBe('6rem');
    expect(s.style.aspectRatio).toBe('');
  });

  it('draws circles square', () => {
    renderWithTheme(<Skeleton data-testid="s" shape="circle" width={48} />);
    const s = screen.getByTestId('s');
    expect(s.style.width).toBe('48px');
    expect(s.style.aspectRatio).toBe('1 / 1');
  });

  it('draws the requested number of text lines', () => {
    renderWithTheme(<Skeleton data-testid="s" shape="text" lines={3} />);
    expect(screen.getByTestId('s').children).toHaveLength(3);
  });
});

describe('FullPageSkeleton', () => {
  it("is a busy status region named 'Loading' by default", () => {
    renderWithTheme(<FullPageSkeleton />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status).toHaveAttribute('aria-busy', 'true');
  });

  it('takes its label from props', () => {
    renderWithTheme(<FullPageSkeleton label="Loading games" />);
    expect(screen.getByRole('status', { name: 'Loading games' })).toBeInTheDocument();
  });

  it('shows the requested number of cards', () => {
    const { container } = renderWithTheme(<FullPageSkeleton shell={false} cards={3} />);
    // Each card holds one 16:9 image block.
    const images = Array.from(container.querySelectorAll<HTMLElement>('[aria-hidden="true"]')).filter(
      (el) => el.style.aspectRatio === '16 / 9',
    );
    expect(images).toHaveLength(3);
  });
});
