import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { holdImport } from '../LazyPart/testing';
import { Dropdown, preloadDropdownPanel, type DropdownProps } from './Dropdown';
import { DropdownItem } from './DropdownItem';

interface Note {
  id: number;
  title: string;
  body: string;
}
const notes = (n: number): Note[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `Note ${i + 1}`, body: `Body ${i + 1}` }));

function renderDropdown(props: Partial<DropdownProps<Note>> = {}) {
  const onViewAll = vi.fn();
  renderWithTheme(
    <>
      <Dropdown<Note>
        label="Notifications"
        title="Notifications"
        icon="bell"
        items={notes(0)}
        renderItem={(note) => <DropdownItem title={note.title} body={note.body} icon="info" />}
        getKey={(note) => note.id}
        viewAll={{ label: (count) => `View All (${count})`, onClick: onViewAll }}
        empty={{ title: 'All Clear', text: 'You do not have any pending notifications at the moment.' }}
        {...props}
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { user: userEvent.setup(), onViewAll, trigger: screen.getByRole('button', { name: /^Notifications/ }) };
}

describe('Dropdown', () => {
  // The panel is a chunk of its own; these tests are about its behaviour once there (see 'before its chunk').
  beforeAll(preloadDropdownPanel);

  it('opens on click with aria-expanded and aria-controls pointing at the titled panel', async () => {
    const { user, trigger } = renderDropdown();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Notifications' });
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
  });

  it("shows 'All Clear' and its text when there are no items", async () => {
    const { user, trigger } = renderDropdown();
    await user.click(trigger);
    expect(screen.getByText('All Clear')).toBeInTheDocument();
    expect(screen.getByText('You do not have any pending notifications at the moment.')).toBeInTheDocument();
    expect(screen.queryByText(/View All/)).not.toBeInTheDocument();
  });

  it('shows at most 3 items and a View All count of every item', async () => {
    const { user, trigger, onViewAll } = renderDropdown({ items: notes(7) });
    await user.click(trigger);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Note 3')).toBeInTheDocument();
    expect(screen.queryByText('Note 4')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View All (7)' }));
    expect(onViewAll).toHaveBeenCalled();
    // Choosing closes the panel and returns focus to the trigger.
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it("hands renderItem the panel chunk's DropdownItem, so callers need not import it", async () => {
    const { user, trigger } = renderDropdown({
      items: notes(2),
      renderItem: (note, _index, parts) => <parts.DropdownItem title={note.title} body={note.body} icon="info" />,
    });
    await user.click(trigger);
    expect(screen.getByRole('button', { name: /Note 2/ })).toHaveAttribute('data-dropdown-item');
  });

  it('uses the total from the server for View All when given', async () => {
    const { user, trigger } = renderDropdown({ items: notes(3), total: 12 });
    await user.click(trigger);
    expect(screen.getByRole('button', { name: 'View All (12)' })).toBeInTheDocument();
  });

  it('names the trigger with its unread count and shows a badge', () => {
    renderDropdown({ count: 4, countLabel: (n) => `${n} unread` });
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toHaveTextContent('4');
  });

  it('opening with the keyboard moves focus to the first item; arrows, Home and End move between items', async () => {
    const { user, trigger } = renderDropdown({ items: notes(5) });
    trigger.focus();
    await user.keyboard('{Enter}');
    const [first, second, third] = screen.getAllByRole('button', { name: /Note/ });
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'View All (5)' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'View All (5)' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    expect(third).toBeInTheDocument();
  });

  it('Space opens it too, and ArrowDown on the trigger opens it at the first item', async () => {
    const { user, trigger } = renderDropdown({ items: notes(2) });
    trigger.focus();
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('button', { name: /Note/ })[0]).toHaveFocus();
  });

  it('Escape closes and returns focus to the trigger', async () => {
    const { user, trigger } = renderDropdown({ items: notes(2) });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    // It plays its exit animation (theme.duration.fast), then leaves the DOM.
    expect(screen.getByRole('group')).toHaveAttribute('data-presence', 'closing');
    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
  });

  it('shows at once with a CSS entrance and plays a CSS exit that lets clicks through', async () => {
    const { user, trigger } = renderDropdown();
    await user.click(trigger);
    const panel = screen.getByRole('group', { name: 'Notifications' });
    expect(panel).toHaveAttribute('data-presence', 'open');
    const open = getComputedStyle(panel);
    expect(open.animationName).not.toBe('none');
    expect(open.animationDuration).toBe('0.15s');
    expect(open.animationFillMode).toBe('both');
    const entrance = open.animationName;
    await user.click(trigger);
    const closing = getComputedStyle(panel);
    expect(closing.animationName).not.toBe(entrance);
    expect(closing.animationName).not.toBe('none');
    expect(closing.pointerEvents).toBe('none');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
  });

  it('closes on a click outside', async () => {
    const { user, trigger } = renderDropdown({ items: notes(2) });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('closes when focus tabs out of it', async () => {
    const { user, trigger } = renderDropdown({ items: notes(1) });
    await user.click(trigger);
    await user.tab(); // the item
    await user.tab(); // View All
    await user.tab(); // out
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('a second click on the trigger closes it', async () => {
    const { user, trigger } = renderDropdown();
    await user.click(trigger);
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the logged-out prompt with its action', async () => {
    const onAction = vi.fn();
    const { user, trigger } = renderDropdown({
      state: 'logged-out',
      loggedOut: { title: 'Logged Out', text: 'Please log in to see your notifications.', actionLabel: 'Login', onAction },
    });
    await user.click(trigger);
    expect(screen.getByText('Logged Out')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onAction).toHaveBeenCalled();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a loading status instead of the list', async () => {
    const { user, trigger } = renderDropdown({ state: 'loading', loadingLabel: 'Loading notifications', items: notes(2) });
    await user.click(trigger);
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications');
    expect(screen.queryByText('Note 1')).not.toBeInTheDocument();
  });

  it('shows an error with a retry action', async () => {
    const onRetry = vi.fn();
    const { user, trigger } = renderDropdown({ state: 'error', error: { title: 'Oops!', text: 'Something went wrong.', retryLabel: 'Retry', onRetry } });
    await user.click(trigger);
    expect(screen.getByText('Oops!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

/** A fresh copy of the module, with the panel's import held until `release`. */
async function freshDropdown() {
  const { gate, release } = holdImport();
  vi.resetModules();
  vi.doMock('./DropdownPanel', async (importOriginal) => {
    await gate;
    return importOriginal();
  });
  const fresh = await import('./Dropdown');
  return { Fresh: fresh.Dropdown, release };
}

/*
 * The panel's chunk loads on first use (issue 14): a press or keypress that comes before it has arrived
 * must not be lost.
 */
describe('Dropdown before its panel chunk has arrived', () => {
  afterEach(() => {
    vi.doUnmock('./DropdownPanel');
  });

  const props = {
    label: 'Notifications',
    title: 'Notifications',
    items: notes(2),
    renderItem: (note: Note) => <DropdownItem title={note.title} body={note.body} icon="info" />,
    empty: { title: 'All Clear' },
  };

  it('a click opens it, and the panel shows when the chunk arrives', async () => {
    const { Fresh, release } = await freshDropdown();
    renderWithTheme(<Fresh<Note> {...props} />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Notifications' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('group', { name: 'Notifications' })).not.toBeInTheDocument();
    release();
    const panel = await screen.findByRole('group', { name: 'Notifications' });
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByText('Note 1')).toBeInTheDocument();
  });

  it('Enter opens it, and focus moves to the first item when the chunk arrives', async () => {
    const { Fresh, release } = await freshDropdown();
    renderWithTheme(<Fresh<Note> {...props} />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Notifications' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: /Note 1/ })).toHaveFocus());
  });
});
