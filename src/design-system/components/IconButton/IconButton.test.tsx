import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { IconButton, badgeText } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, shows it as a tooltip, defaults to type="button" and clicks', async () => {
    const onClick = vi.fn();
    renderWithTheme(<IconButton icon="search" label="Search" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('title', 'Search');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy is aria-busy, keeps its name and ignores clicks', async () => {
    const onClick = vi.fn();
    renderWithTheme(<IconButton icon="refresh" label="Reload" busy onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Reload' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('exposes pressed as aria-pressed only when it is a toggle', () => {
    const { rerender } = renderWithTheme(<IconButton icon="mute" label="Mute" pressed={false} />);
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'false');
    rerender(<IconButton icon="mute" label="Mute" pressed />);
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    rerender(<IconButton icon="mute" label="Mute" />);
    expect(screen.getByRole('button', { name: 'Mute' })).not.toHaveAttribute('aria-pressed');
  });

  it('shows a count badge and describes it without changing the name', () => {
    renderWithTheme(<IconButton icon="bell" label="Notifications" badge={3} badgeLabel="3 unread" />);
    const button = screen.getByRole('button', { name: 'Notifications' });
    expect(button).toHaveAccessibleDescription('3 unread');
    // The count is drawn by CSS from data-count, so it never becomes part of the button's name.
    const dot = button.querySelector('[data-count]');
    expect(dot).toHaveAttribute('data-count', '3');
    expect(dot).toHaveAttribute('aria-hidden', 'true');
    expect(dot).toBeEmptyDOMElement();
  });

  it('describes the badge with the count when no badgeLabel is given, and hides it at 0', () => {
    const { rerender } = renderWithTheme(<IconButton icon="mail" label="Messages" badge={120} />);
    expect(screen.getByRole('button', { name: 'Messages' })).toHaveAccessibleDescription('99+');
    rerender(<IconButton icon="mail" label="Messages" badge={0} />);
    const button = screen.getByRole('button', { name: 'Messages' });
    expect(button).not.toHaveAttribute('aria-describedby');
    expect(button.querySelector('[data-count]')).toBeNull();
  });

  it('keeps a caller aria-describedby alongside the badge description', () => {
    renderWithTheme(
      <>
        <p id="hint">Opens the inbox</p>
        <IconButton icon="mail" label="Messages" badge={2} badgeLabel="2 unread" aria-describedby="hint" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Messages' })).toHaveAccessibleDescription('2 unread Opens the inbox');
  });

  it('passes aria and other attributes through', () => {
    renderWithTheme(<IconButton icon="menu" label="Menu" aria-expanded="false" aria-controls="nav" tooltip={false} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'nav');
    expect(button).not.toHaveAttribute('title');
  });

  it('throws for an icon that is not in the set', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error: the name is deliberately not an IconName
    expect(() => renderWithTheme(<IconButton icon="nope" label="Broken" />)).toThrow(/Unknown icon name/);
  });
});

describe('badgeText', () => {
  it('caps at max and hides non-positive counts', () => {
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12, 9)).toBe('9+');
    expect(badgeText(0)).toBe('');
    expect(badgeText(-2)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
  });
});
