import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../../tests/utils/render';
import { ScreenshotGallery } from './ScreenshotGallery';

const shots = [1, 2, 3].map((n) => ({ original: `/shots/${n}.png`, thumbnail: `/shots/${n}-tn.png` }));

const renderGallery = (list = shots) =>
  renderWithTheme(
    <ScreenshotGallery
      shots={list}
      label="Screenshots of Test Game"
      thumbnailLabel={(position, count) => `Screenshot ${position} of ${count}`}
      previewAlt={(position) => `Screenshot ${position} of Test Game`}
    />,
  );

const preview = () => screen.getByTestId('screenshot-preview');

describe('ScreenshotGallery', () => {
  it('shows the first original and one button per thumbnail', () => {
    renderGallery();
    expect(preview()).toHaveAttribute('src', '/shots/1.png');
    const buttons = within(screen.getByRole('list', { name: 'Screenshots of Test Game' })).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Screenshot 1 of 3', 'Screenshot 2 of 3', 'Screenshot 3 of 3']);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('previews the hovered thumbnail and returns to the selected one when the pointer leaves', () => {
    renderGallery();
    const third = screen.getByRole('button', { name: 'Screenshot 3 of 3' });
    fireEvent.mouseEnter(third);
    expect(preview()).toHaveAttribute('src', '/shots/3.png');
    expect(preview()).toHaveAttribute('alt', 'Screenshot 3 of Test Game');
    fireEvent.mouseLeave(third);
    expect(preview()).toHaveAttribute('src', '/shots/1.png');
  });

  it('previews on keyboard focus and keeps a pressed thumbnail selected', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Screenshot 2 of 3' })).toHaveFocus();
    expect(preview()).toHaveAttribute('src', '/shots/2.png');
    await user.keyboard('{Enter}');
    await user.tab();
    expect(preview()).toHaveAttribute('src', '/shots/3.png');
    fireEvent.blur(screen.getByRole('button', { name: 'Screenshot 3 of 3' }));
    expect(preview()).toHaveAttribute('src', '/shots/2.png');
    expect(screen.getByRole('button', { name: 'Screenshot 2 of 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('renders nothing without screenshots', () => {
    const { container } = renderGallery([]);
    expect(container).toBeEmptyDOMElement();
  });
});
