import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { CodeBlock } from './CodeBlock';

describe('CodeBlock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the code as text in a named, focusable region', () => {
    renderWithTheme(<CodeBlock label="Script tag" language="html" code={'<script src="/sdk/v1/orbital.js"></script>'} />);
    const region = screen.getByRole('region', { name: 'Script tag' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveTextContent('<script src="/sdk/v1/orbital.js"></script>');
    expect(region.querySelector('script')).toBeNull();
    expect(screen.getByText('html')).toBeInTheDocument();
  });

  it('copies the code and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithTheme(<CodeBlock label="Install" code="npm install @orbital/sdk" />);
    const button = screen.getByRole('button', { name: 'Copy Install' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('npm install @orbital/sdk');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('has no copy button when not copyable', () => {
    renderWithTheme(<CodeBlock label="Install" code="npm install @orbital/sdk" copyable={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
