import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { BackLink, TextLink } from './TextLink';

describe('TextLink', () => {
  it('is a plain link without a renderer, passing attributes through', () => {
    renderWithTheme(
      <TextLink href="https://example.com" target="_blank" rel="noopener noreferrer" aria-describedby="hint" data-testid="ext">
        Website
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: 'Website' });
    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(link).toHaveAttribute('aria-describedby', 'hint');
    expect(link).toHaveAttribute('data-testid', 'ext');
  });

  it("renders through the app's link renderer", () => {
    renderWithTheme(
      <TextLink href="/blog" renderLink={({ href, children, ...rest }) => <a href={`#router${href}`} {...rest}>{children}</a>}>
        Blog
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '#router/blog');
  });
});

describe('BackLink', () => {
  it('is named by its label; the arrow is decorative', () => {
    renderWithTheme(<BackLink href="/blog">Back to Blog</BackLink>);
    const link = screen.getByRole('link', { name: 'Back to Blog' });
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
