import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../../tests/utils/deferred';
import { renderWithTheme } from '../../../../tests/utils/render';
import { RequestButton } from './RequestButton';
import { useRequestState } from './useRequestState';

// Flush the awaited promise chain inside React's act().
const settle = () => act(async () => {});

describe('RequestButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes initial → busy → success and back to initial after 1 s (spec §4)', async () => {
    const request = deferred<string>();
    const onSuccess = vi.fn();
    renderWithTheme(
      <RequestButton onRequest={() => request.promise} onSuccess={onSuccess} successLabel="Saved">
        Save
      </RequestButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).not.toHaveAttribute('aria-busy');

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');

    request.resolve('ok');
    await settle();
    expect(screen.getByRole('button', { name: 'Saved' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(onSuccess).toHaveBeenCalledWith('ok');

    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('button', { name: 'Saved' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('goes busy → error on rejection, reports the error, and resets after 1 s', async () => {
    const failure = new Error('nope');
    const onError = vi.fn();
    renderWithTheme(
      <RequestButton onRequest={() => Promise.reject(failure)} onError={onError} errorLabel="Try again later">
        Redeem
      </RequestButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Try again later' })).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('status')).toHaveTextContent('Try again later');
    expect(onError).toHaveBeenCalledWith(failure);

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Redeem' })).toHaveAttribute('data-state', 'initial');
  });

  it('treats a synchronous throw as an error', async () => {
    const onError = vi.fn();
    renderWithTheme(
      <RequestButton
        onRequest={() => {
          throw new Error('sync');
        }}
        onError={onError}
      >
        Go
      </RequestButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await settle();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Failed' })).toBeInTheDocument();
  });

  it('fires once for a double click while busy, and ignores clicks while the outcome shows', async () => {
    const request = deferred();
    const onRequest = vi.fn(() => request.promise);
    renderWithTheme(<RequestButton onRequest={onRequest}>Buy</RequestButton>);
    const button = screen.getByRole('button', { name: 'Buy' });

    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.dblClick(button);
    expect(onRequest).toHaveBeenCalledTimes(1);

    request.resolve();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onRequest).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onRequest).toHaveBeenCalledTimes(2);
  });

  it('announces politely', () => {
    renderWithTheme(<RequestButton onRequest={() => Promise.resolve()}>Send</RequestButton>);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('announces busyLabel while busy when one is given', () => {
    renderWithTheme(
      <RequestButton onRequest={() => new Promise(() => {})} busyLabel="Sending">
        Send
      </RequestButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sending');
  });

  it('does not update or throw after unmount', async () => {
    const request = deferred();
    const onSuccess = vi.fn();
    const { unmount } = renderWithTheme(
      <RequestButton onRequest={() => request.promise} onSuccess={onSuccess}>
        Save
      </RequestButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    unmount();
    request.resolve();
    await settle();
    act(() => vi.advanceTimersByTime(1000));
    // The caller still learns the outcome (e.g. to navigate); the unmounted button just stays quiet.
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});

describe('useRequestState', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs one action at a time and reports ignored calls', async () => {
    const { result } = renderHook(() => useRequestState());
    const first = deferred<number>();
    let p1!: Promise<unknown>;
    let p2!: Promise<unknown>;
    act(() => {
      p1 = result.current.run(() => first.promise);
      p2 = result.current.run(() => Promise.resolve(2));
    });
    expect(result.current.state).toBe('busy');
    await expect(p2).resolves.toEqual({ status: 'ignored' });
    first.resolve(1);
    await act(async () => {
      await expect(p1).resolves.toEqual({ status: 'success', value: 1 });
    });
    expect(result.current.state).toBe('success');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.state).toBe('initial');
  });

  it('honours a custom resetAfter and an early reset()', async () => {
    const { result } = renderHook(() => useRequestState({ resetAfter: 50 }));
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('x')));
    });
    expect(result.current.state).toBe('error');
    act(() => result.current.reset());
    expect(result.current.state).toBe('initial');
    await act(async () => {
      await result.current.run(() => 'sync value');
    });
    expect(result.current.state).toBe('success');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current.state).toBe('initial');
  });
});
