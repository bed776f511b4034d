import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { isBlankHtml, Prose } from './Prose';
import { hostileHtml, richHtml } from './fixtures';

describe('Prose', () => {
  it('renders the rich HTML and passes the test id through', () => {
    renderWithTheme(<Prose html={richHtml} data-testid="body" />);
    const body = screen.getByTestId('body');
    expect(screen.getByRole('heading', { level: 2, name: 'What is new' })).toBeInTheDocument();
    expect(body.querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'docs' })).toHaveAttribute('href', 'https://example.com/docs');
  });

  it('removes scripts, event handlers, javascript: URLs, inline styles and forms', () => {
    renderWithTheme(<Prose html={hostileHtml} data-testid="body" />);
    const body = screen.getByTestId('body');
    expect(screen.getByText('Safe text survives.')).toBeInTheDocument();
    expect(body.querySelector('script, form, input, iframe, [style]')).toBeNull();
    for (const el of body.querySelectorAll('*')) {
      expect(el.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
    }
    expect(screen.getByText('Click me').getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
  });

  it('re-sanitises when the HTML changes', () => {
    const { rerender } = renderWithTheme(<Prose html="<p>First</p>" data-testid="body" />);
    rerender(<Prose html={'<p>Second</p><script>alert(1)</script>'} data-testid="body" />);
    expect(screen.getByTestId('body').innerHTML).toBe('<p>Second</p>');
  });
});

describe('isBlankHtml', () => {
  it('is true when nothing visible survives sanitising', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p> </p><p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<script>alert(1)</script><style>p{}</style>')).toBe(true);
  });

  it('is false for text or media', () => {
    expect(isBlankHtml('<p>Hi</p>')).toBe(false);
    expect(isBlankHtml('<img src="/media/a.png" alt="">')).toBe(false);
  });
});
