import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'browser' : 'prerendered'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server, so prerendered markup shows the state without browser data', () => {
    expect(renderToString(<Probe />)).toBe('<p>prerendered</p>');
  });

  it('hydrates prerendered markup without a mismatch, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('browser');
    container.remove();
  });

  it('is true from the first render of an app rendered afresh', () => {
    render(<Probe />);
    expect(screen.getByText('browser')).toBeInTheDocument();
  });
});
