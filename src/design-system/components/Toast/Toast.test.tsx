import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { holdImport } from '../LazyPart/testing';
import { preloadToasts, ToastProvider, useToast, type ToastApi } from './ToastProvider';

// Fake timers freeze user-event's own waits, so these tests drive the DOM with fireEvent.
function Capture({ onApi }: { onApi: (api: ToastApi) => void }) {
  const api = useToast();
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return null;
}

let api: ToastApi;
const keep = (value: ToastApi) => {
  api = value;
};

function setup(props: { max?: number } = {}) {
  renderWithTheme(
    <ToastProvider closeLabel="Dismiss" {...props}>
      <Capture onApi={keep} />
    </ToastProvider>,
  );
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const show = (...args: Parameters<ToastApi['toast']>) => {
  let id = '';
  act(() => {
    id = api.toast(...args);
  });
  return id;
};
const toastEl = (title: string) => screen.getByText(title).closest('[data-state]') as HTMLElement;

describe('Toast', () => {
  // The cards are a chunk of their own; these tests are about toasts once it is there (see 'before its chunk').
  beforeAll(preloadToasts);
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('auto-dismisses after the default 5000 ms, exits for 400 ms, then leaves the DOM', () => {
    setup();
    show({ type: 'success', title: 'Signed Out', body: 'You are now signed out of your account.' });
    expect(screen.getByRole('status')).toHaveTextContent('Signed OutYou are now signed out of your account.');
    advance(4999);
    expect(toastEl('Signed Out')).toHaveAttribute('data-state', 'visible');
    advance(1);
    expect(toastEl('Signed Out')).toHaveAttribute('data-state', 'exiting');
    advance(399);
    expect(screen.getByText('Signed Out')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Signed Out')).not.toBeInTheDocument();
  });

  it('honours a custom timeout (3000 ms)', () => {
    setup();
    show({ type: 'success', title: 'Welcome Back!', timeout: 3000 });
    advance(2999);
    expect(toastEl('Welcome Back!')).toHaveAttribute('data-state', 'visible');
    advance(1);
    expect(toastEl('Welcome Back!')).toHaveAttribute('data-state', 'exiting');
    advance(400);
    expect(screen.queryByText('Welcome Back!')).not.toBeInTheDocument();
  });

  it('a toast with timeout Infinity stays until closed', () => {
    setup();
    show({ title: 'Sticky', timeout: Number.POSITIVE_INFINITY });
    advance(600_000);
    expect(toastEl('Sticky')).toHaveAttribute('data-state', 'visible');
  });

  it('announces danger assertively (role=alert) and other types politely (role=status)', () => {
    setup();
    show({ type: 'danger', title: 'Invalid Input', body: 'Please enter at least 3 character to perform a search.' });
    show({ type: 'warning', title: 'Heads up' });
    show({ type: 'info', title: 'New Tab Opened' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Input');
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['New Tab Opened', 'Heads up']);
  });

  it('a dismissible toast closes from its button with the 400 ms exit', () => {
    setup();
    show({ title: 'Message Sent' });
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })));
    expect(toastEl('Message Sent')).toHaveAttribute('data-state', 'exiting');
    advance(400);
    expect(screen.queryByText('Message Sent')).not.toBeInTheDocument();
  });

  it('slides in with CSS on mount and plays its 400 ms exit animation while exiting (no animation library)', () => {
    setup();
    show({ title: 'Animated' });
    const item = toastEl('Animated');
    const entrance = getComputedStyle(item);
    // Rendered at once with a CSS entrance: nothing waits for JavaScript animation features to load.
    expect(entrance.animationName).not.toBe('none');
    expect(entrance.animationDuration).toBe('0.25s');
    expect(entrance.animationFillMode).toBe('both');
    const entranceName = entrance.animationName;
    act(() => api.dismiss('toast-1'));
    const exit = getComputedStyle(item);
    expect(exit.animationName).not.toBe(entranceName);
    expect(exit.animationName).not.toBe('none');
    expect(exit.animationDuration).toBe('0.4s');
    expect(exit.pointerEvents).toBe('none');
    expect(item).toHaveAttribute('inert');
  });

  it('a non-dismissible toast has no close button', () => {
    setup();
    show({ title: 'Saving', dismissible: false });
    expect(screen.getByText('Saving')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('hovering the stack pauses the timer and keeps the time that was left', () => {
    setup();
    show({ title: 'Hover me' });
    advance(3000);
    const region = screen.getByRole('region', { name: 'Notifications' });
    act(() => void fireEvent.pointerOver(region));
    advance(10_000);
    expect(toastEl('Hover me')).toHaveAttribute('data-state', 'visible');
    act(() => void fireEvent.pointerOut(region));
    advance(1999);
    expect(toastEl('Hover me')).toHaveAttribute('data-state', 'visible');
    advance(1);
    expect(toastEl('Hover me')).toHaveAttribute('data-state', 'exiting');
  });

  it('focus inside the stack pauses the timer too', () => {
    setup();
    show({ title: 'Focus me' });
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    advance(20_000);
    expect(toastEl('Focus me')).toHaveAttribute('data-state', 'visible');
    act(() => screen.getByRole('button', { name: 'Dismiss' }).blur());
    advance(5000);
    expect(toastEl('Focus me')).toHaveAttribute('data-state', 'exiting');
  });

  it('dismiss(id) removes one toast; dismissAll() removes every toast', () => {
    setup();
    const first = show({ title: 'One' });
    show({ title: 'Two' });
    act(() => api.dismiss(first));
    advance(400);
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();
    act(() => api.dismissAll());
    advance(400);
    expect(screen.queryByText('Two')).not.toBeInTheDocument();
  });

  it('stacks newest on top and caps how many are shown', () => {
    setup({ max: 3 });
    ['A', 'B', 'C', 'D'].forEach((title) => show({ title }));
    advance(400);
    const titles = screen.getAllByRole('status').map((el) => el.textContent);
    expect(titles).toEqual(['D', 'C', 'B']);
  });

  it('reusing an id replaces the toast instead of stacking a copy', () => {
    setup();
    show({ id: 'search', title: 'Invalid Input' });
    show({ id: 'search', title: 'Invalid Input', body: 'again' });
    expect(screen.getAllByText('Invalid Input')).toHaveLength(1);
  });

  it('achievement toasts show thumb, title and desc and default to 60000 ms', () => {
    setup();
    act(() => {
      api.achievement({ title: 'First Blood', desc: 'Win your first match', thumb: '/a.png', eyebrow: 'Achievement Unlocked' });
    });
    const card = screen.getByRole('status');
    expect(card).toHaveTextContent('Achievement UnlockedFirst BloodWin your first match');
    expect(card.querySelector('img')).toHaveAttribute('src', '/a.png');
    advance(59_999);
    expect(toastEl('First Blood')).toHaveAttribute('data-state', 'visible');
    advance(1);
    expect(toastEl('First Blood')).toHaveAttribute('data-state', 'exiting');
  });

  it('each provider has its own store', () => {
    setup();
    show({ title: 'Only here' });
    let other: ToastApi | undefined;
    const second = document.createElement('div');
    document.body.append(second);
    renderWithTheme(
      <ToastProvider label="Other">
        <Capture onApi={(value) => (other = value)} />
      </ToastProvider>,
      { container: second },
    );
    expect(other).toBeDefined();
    expect(screen.getByRole('region', { name: 'Other' })).toBeEmptyDOMElement();
  });

  it('useToast throws outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture onApi={keep} />)).toThrow('useToast() needs a <ToastProvider> above it.');
  });
});

/*
 * The toast cards' chunk loads on first need (issue 14): a toast raised before it has arrived must show
 * when it does, and the region (a landmark) is there from the first render. A fresh copy of the module,
 * with the cards' import held until `release`.
 */
describe('Toast before its chunk has arrived', () => {
  afterEach(() => {
    vi.doUnmock('./ToastStack');
  });

  it('the region renders at once; a toast raised early shows when the chunk arrives, with its full timeout', async () => {
    const { gate, release } = holdImport();
    vi.resetModules();
    vi.doMock('./ToastStack', async (importOriginal) => {
      await gate;
      return importOriginal();
    });
    const fresh = await import('./ToastProvider');
    let early: ToastApi | undefined;
    function FreshCapture() {
      const value = fresh.useToast();
      useEffect(() => {
        early = value;
      }, [value]);
      return null;
    }
    renderWithTheme(
      <fresh.ToastProvider label="Alerts" closeLabel="Dismiss">
        <FreshCapture />
      </fresh.ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Alerts' });
    expect(region).toBeEmptyDOMElement();
    act(() => void early?.toast({ title: 'Raised early', type: 'danger', timeout: 200 }));
    expect(region).toBeEmptyDOMElement();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Raised early');
    // Its countdown starts when it is drawn: still there 150 ms on, gone after its timeout and exit.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.getByText('Raised early')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Raised early')).not.toBeInTheDocument(), { timeout: 2000 });
  });
});
