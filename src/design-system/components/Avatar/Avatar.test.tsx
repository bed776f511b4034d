import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { Avatar } from './Avatar';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, upper-cased', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('ada king lovelace')).toBe('AL');
    expect(initialsOf('neon_drifter')).toBe('ND');
    expect(initialsOf('player')).toBe('P');
    expect(initialsOf('  ')).toBe('');
    expect(initialsOf('éowyn')).toBe('É');
    expect(initialsOf('🚀 pilot')).toBe('🚀P');
  });
});

describe('Avatar', () => {
  it('shows the image with the name as alt text', () => {
    renderWithTheme(<Avatar src="/a.png" name="Nova Rider" />);
    const img = screen.getByRole('img', { name: 'Nova Rider' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/a.png');
  });

  it('falls back to initials when the src is missing or empty', () => {
    const { rerender } = renderWithTheme(<Avatar name="Nova Rider" />);
    expect(screen.getByRole('img', { name: 'Nova Rider' })).toHaveTextContent('NR');
    rerender(<Avatar name="Nova Rider" src="" />);
    expect(screen.getByRole('img', { name: 'Nova Rider' })).toHaveTextContent('NR');
  });

  it('falls back to initials when the image fails, and retries a new src', () => {
    const { rerender } = renderWithTheme(<Avatar src="/broken.png" name="player" />);
    fireEvent.error(screen.getByRole('img', { name: 'player' }));
    const fallback = screen.getByRole('img', { name: 'player' });
    expect(fallback.tagName).not.toBe('IMG');
    expect(fallback).toHaveTextContent('P');

    rerender(<Avatar src="/fixed.png" name="player" />);
    expect(screen.getByRole('img', { name: 'player' })).toHaveAttribute('src', '/fixed.png');
  });

  it('uses alt over name and hides a decorative avatar', () => {
    const { rerender } = renderWithTheme(<Avatar name="premium" alt="Your account" />);
    expect(screen.getByRole('img', { name: 'Your account' })).toBeInTheDocument();
    rerender(<Avatar name="premium" alt="" data-testid="av" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('P')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks premium users (the halo itself is asserted in the Premium story, in a real browser)', () => {
    const { rerender } = renderWithTheme(<Avatar name="premium" premium data-testid="av" />);
    expect(screen.getByTestId('av')).toHaveAttribute('data-premium', 'true');
    rerender(<Avatar name="player" data-testid="av" />);
    expect(screen.getByTestId('av')).not.toHaveAttribute('data-premium');
  });
});
