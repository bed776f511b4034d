import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SdkDocsPage } from './SdkDocsPage';

/*
 * /developers/sdk (issue 12). The page is static (no API data), so it has one state; a second story
 * shows it at phone width, where the reference tables and code scroll sideways inside their regions.
 */

const meta = {
  title: 'Pages/SDK docs',
  component: SdkDocsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SdkDocsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole reference: quick start, methods, events, errors, local mode, WebXR, the frame, rate limits. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Game SDK' })).toBeVisible();
    const toc = canvas.getByRole('navigation', { name: 'Contents' });
    await expect(within(toc).getByRole('link', { name: 'Methods' })).toHaveAttribute('href', '#methods');
    const methods = canvas.getByRole('region', { name: 'Method reference' });
    await expect(within(methods).getByRole('rowheader', { name: 'leaderboards.postScore' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Track a WebXR session' })).toHaveTextContent('orbital.session.track(xrSession)');
    await userEvent.tab();
    await expect(within(toc).getByRole('link', { name: 'Quick start' })).toHaveFocus();
  },
};

/** In a phone-wide column (360 px): nothing widens the page; tables and code scroll in their focusable regions. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByTestId('sdk-docs');
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth + 1);
  },
};
