import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'about', label: 'About', content: <p>About panel</p> },
  { id: 'reviews', label: 'Reviews', content: <p>Reviews panel</p> },
  { id: 'catalog', label: 'Catalog', content: <p>Catalog panel</p>, disabled: true },
  { id: 'stats', label: 'Stats', content: <p>Stats panel</p> },
];

function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>Clicked {n}</button>;
}

describe('Tabs', () => {
  it('wires tabs to panels and shows the first tab by default', () => {
    renderWithTheme(<Tabs items={items} aria-label="Game sections" />);
    expect(screen.getByRole('tablist', { name: 'Game sections' })).toBeInTheDocument();
    const about = screen.getByRole('tab', { name: 'About' });
    expect(about).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'About' });
    expect(panel).toHaveTextContent('About panel');
    expect(about).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Reviews panel')).not.toBeInTheDocument();
  });

  it('is one tab stop: only the selected tab is tabbable', async () => {
    renderWithTheme(<Tabs items={items} aria-label="Game sections" defaultValue="reviews" />);
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Reviews' })).toHaveFocus();
  });

  it('arrow keys move focus and select (automatic activation), skipping disabled tabs and wrapping', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Tabs items={items} aria-label="Game sections" onValueChange={onValueChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent('Reviews panel');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Stats' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange.mock.calls.map(([id]) => id)).toEqual(['reviews', 'stats', 'about', 'stats']);
  });

  it('Home and End jump to the first and last enabled tab', async () => {
    renderWithTheme(<Tabs items={items} aria-label="Game sections" />);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Stats' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
  });

  it('selects on click; disabled tabs cannot be selected', async () => {
    renderWithTheme(<Tabs items={items} aria-label="Game sections" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Stats' }));
    expect(screen.getByRole('tabpanel', { name: 'Stats' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Catalog' }));
    expect(screen.getByRole('tab', { name: 'Catalog' })).toHaveAttribute('aria-selected', 'false');
  });

  it('controlled: shows the value prop and reports changes without switching by itself', async () => {
    const onValueChange = vi.fn();
    const { rerender } = renderWithTheme(<Tabs items={items} aria-label="Game sections" value="about" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(onValueChange).toHaveBeenCalledWith('reviews');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs items={items} aria-label="Game sections" value="reviews" onValueChange={onValueChange} />);
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keepMounted keeps the state of inactive panels', async () => {
    const withState: TabItem[] = [
      { id: 'a', label: 'A', content: <Counter /> },
      { id: 'b', label: 'B', content: <p>B</p> },
    ];
    renderWithTheme(<Tabs items={withState} aria-label="Sections" keepMounted />);
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    await userEvent.click(screen.getByRole('tab', { name: 'B' }));
    await userEvent.click(screen.getByRole('tab', { name: 'A' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });
});
