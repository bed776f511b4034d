import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Prose } from './Prose';
import { hostileHtml, richHtml } from './fixtures';

const meta = {
  title: 'Design System/Prose',
  component: Prose,
  args: { html: richHtml, 'data-testid': 'prose' },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof Prose>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An article or announcement body: large text, 72 characters a line at most. */
export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'What is new' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'docs' })).toHaveAttribute('href', 'https://example.com/docs');
  },
};

/** A legal page's body inside a card: body-size text filling the card. */
export const Medium: Story = { args: { size: 'md' } };

/** Hostile HTML: scripts, event handlers, javascript: URLs, inline styles and forms are gone. */
export const HostileHtml: Story = {
  args: { html: hostileHtml },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByTestId('prose');
    await expect(within(root).getByText('Safe text survives.')).toBeVisible();
    await expect(root.querySelector('script, form, input, iframe, [style]')).toBeNull();
    for (const el of root.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) await expect(attr.startsWith('on')).toBe(false);
    }
    const link = within(root).getByText('Click me');
    await expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    await expect((window as unknown as { prosePwned?: boolean }).prosePwned).toBeUndefined();
  },
};
