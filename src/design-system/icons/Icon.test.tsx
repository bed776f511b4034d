import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/utils/render';
import { cssVariables } from '../theme/theme';
import { colors } from '../tokens';
import { Icon, UnknownIconError, iconNames, type IconName } from '.';

describe('Icon', () => {
  it('throws UnknownIconError for a name that is not in the set (spec §8)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithTheme(<Icon name={'does-not-exist' as IconName} />)).toThrow(UnknownIconError);
    expect(() => renderWithTheme(<Icon name={'does-not-exist' as IconName} />)).toThrow('Unknown icon name "does-not-exist".');
  });

  it('does not accept inherited object keys as names', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithTheme(<Icon name={'toString' as IconName} />)).toThrow(UnknownIconError);
  });

  it('is decorative (aria-hidden, not focusable) without a label', () => {
    const { container } = renderWithTheme(<Icon name="star" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is role=img named by its label when labelled', () => {
    renderWithTheme(<Icon name="trophy" label="Achievements" />);
    const img = screen.getByRole('img', { name: 'Achievements' });
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it("defaults to the theme's icon colour, white at 90 % opacity (spec §9)", () => {
    expect(colors.icon).toBe('rgba(255, 255, 255, 0.9)');
    renderWithTheme(<Icon name="bell" label="Bell" />);
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent ?? '')
      .join('\n');
    // The token is emitted as a CSS variable (GlobalStyles writes cssVariables into :root)...
    expect(cssVariables).toContain('--orb-color-icon: rgba(255, 255, 255, 0.9);');
    // ...and the icon's own rule reads it, so a re-theme follows.
    const svg = screen.getByRole('img', { name: 'Bell' });
    const ownRules = Array.from(svg.classList)
      .map((cls) => new RegExp(`\\.${cls}\\{([^}]*)\\}`).exec(css)?.[1] ?? '')
      .join(';');
    expect(ownRules).toMatch(/(^|;)color:\s*var\(--orb-color-icon\)/);
  });

  it('renders every icon in the set without throwing, each with a drawing', () => {
    expect(iconNames.length).toBeGreaterThan(40);
    const empty: string[] = [];
    for (const name of iconNames) {
      const { unmount, container } = renderWithTheme(<Icon name={name} />);
      if (!container.querySelector('svg')?.childElementCount) empty.push(name);
      unmount();
    }
    expect(empty).toEqual([]);
  });

  it('includes the reactions, statuses, social logos and navigation symbols the product uses', () => {
    const required: string[] = [
      // reactions (spec §3)
      'laugh', 'joy', 'cry', 'anger', 'high5', 'like', 'dislike', 'love', 'bug',
      // toast and dialog types (spec §3)
      'danger', 'info', 'warning', 'success',
      // social providers and links
      'facebook', 'google', 'steam',
      // navigation
      'home', 'search', 'bell', 'mail', 'menu', 'arrow-up', 'chevron-left', 'chevron-right',
    ];
    for (const name of required) expect(iconNames).toContain(name);
  });
});
