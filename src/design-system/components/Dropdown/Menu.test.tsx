import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { holdImport } from '../LazyPart/testing';
import { Menu, preloadMenuPanel, type MenuItemData } from './Menu';

function setup(items: MenuItemData[]) {
  renderWithTheme(<Menu label="Account" items={items} header={<strong>player</strong>} />);
  return { user: userEvent.setup(), trigger: screen.getByRole('button', { name: 'Account' }) };
}

// The menu plays its exit animation (theme.duration.fast) before it leaves the DOM.
const menuGone = () => waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

const accountItems = (onSignOut: () => unknown = () => {}): MenuItemData[] => [
  { id: 'dashboard', label: 'Dashboard', icon: 'dashboard', href: '#dashboard' },
  { id: 'profile', label: 'View Profile', icon: 'user', href: '#profile' },
  { id: 'settings', label: 'Settings', icon: 'settings', href: '#settings' },
  { id: 'signout', label: 'Sign Out', icon: 'logout', onSelect: onSignOut },
];

describe('Menu', () => {
  // The list is a chunk of its own; these tests are about its behaviour once there (see 'before its chunk').
  beforeAll(preloadMenuPanel);

  it('is a menu button: aria-haspopup, aria-expanded, a labelled role=menu of menuitems', async () => {
    const { user, trigger } = setup(accountItems());
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dashboard', 'View Profile', 'Settings', 'Sign Out']);
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '#dashboard');
  });

  it('focuses the first item on open; arrows wrap, Home/End jump, a letter jumps to its item', async () => {
    const { user, trigger } = setup(accountItems());
    await user.click(trigger);
    const items = screen.getAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('s');
    expect(items[2]).toHaveFocus();
    await user.keyboard('s');
    expect(items[3]).toHaveFocus();
  });

  it('ArrowUp on the trigger opens at the last item; Escape closes and returns focus', async () => {
    const { user, trigger } = setup(accountItems());
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await menuGone();
    expect(trigger).toHaveFocus();
  });

  it('choosing a sync item runs it and closes', async () => {
    const onSignOut = vi.fn();
    const { user, trigger } = setup(accountItems(onSignOut));
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await menuGone();
    expect(trigger).toHaveFocus();
  });

  it('an async item shows its working state, ignores repeat presses and closes when done', async () => {
    const settle = { resolve: () => {} };
    const pending = new Promise<void>((resolve) => {
      settle.resolve = resolve;
    });
    const onSignOut = vi.fn(() => pending);
    const { user, trigger } = setup(accountItems(onSignOut));
    await user.click(trigger);
    const signOut = screen.getByRole('menuitem', { name: 'Sign Out' });
    await user.click(signOut);
    expect(signOut).toHaveAttribute('aria-busy', 'true');
    expect(signOut).toHaveAttribute('aria-disabled', 'true');
    await user.click(signOut);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await act(async () => settle.resolve());
    await menuGone();
  });

  it('a busy item from props does nothing when chosen', async () => {
    const onSelect = vi.fn();
    const { user, trigger } = setup([{ id: 'signout', label: 'Sign Out', busy: true, onSelect }]);
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows at once with a CSS entrance, plays its exit on close, then leaves; reopening while closing keeps it', async () => {
    const { user, trigger } = setup(accountItems());
    await user.click(trigger);
    const panel = screen.getByRole('menu').parentElement as HTMLElement;
    expect(panel).toHaveAttribute('data-presence', 'open');
    const entrance = getComputedStyle(panel).animationName;
    expect(entrance).not.toBe('none');
    expect(getComputedStyle(panel).animationDuration).toBe('0.15s');

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-controls');
    expect(panel).toHaveAttribute('data-presence', 'closing');
    expect(getComputedStyle(panel).animationName).not.toBe(entrance);
    expect(getComputedStyle(panel).pointerEvents).toBe('none');

    await user.click(trigger);
    expect(screen.getByRole('menu').parentElement).toBe(panel);
    expect(panel).toHaveAttribute('data-presence', 'open');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(panel).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await menuGone();
    expect(panel).not.toBeInTheDocument();
  });

  it('Tab closes the menu', async () => {
    const { user, trigger } = setup(accountItems());
    await user.click(trigger);
    await user.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await menuGone();
  });
});

/** A fresh copy of the module, with the panel's import held until `release`. */
async function freshMenu() {
  const { gate, release } = holdImport();
  vi.resetModules();
  vi.doMock('./MenuPanel', async (importOriginal) => {
    await gate;
    return importOriginal();
  });
  const fresh = await import('./Menu');
  return { Fresh: fresh.Menu, release };
}

/*
 * The list's chunk loads on first use (issue 14): a press or keypress that comes before it has arrived
 * must not be lost.
 */
describe('Menu before its list chunk has arrived', () => {
  afterEach(() => {
    vi.doUnmock('./MenuPanel');
  });

  it('a click opens it, and the first item takes focus when the chunk arrives', async () => {
    const { Fresh, release } = await freshMenu();
    renderWithTheme(<Fresh label="Account" items={accountItems()} />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Account' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    release();
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
  });

  it('ArrowUp opens it at the last item when the chunk arrives', async () => {
    const { Fresh, release } = await freshMenu();
    renderWithTheme(<Fresh label="Account" items={accountItems()} />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Account' }).focus();
    await user.keyboard('{ArrowUp}');
    release();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus());
  });
});
