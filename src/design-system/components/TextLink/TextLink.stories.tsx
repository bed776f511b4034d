import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Icon } from '../../icons';
import { BackLink, TextLink } from './TextLink';

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const meta = {
  title: 'Design System/TextLink',
  component: TextLink,
  args: { href: '#target', children: 'View all announcements' },
  argTypes: { variant: { control: 'inline-radio', options: ['quiet', 'strong', 'underlined'] } },
} satisfies Meta<typeof TextLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Quiet: Story = { args: { variant: 'quiet' } };
export const Strong: Story = { args: { variant: 'strong', children: 'Nebula Forge' } };
export const Underlined: Story = { args: { variant: 'underlined', children: 'Terms of Service' } };

export const WithIcon: Story = {
  render: (args) => (
    <TextLink {...args}>
      {args.children}
      <Icon name="arrow-right" size="md" tone="inherit" />
    </TextLink>
  ),
};

/** Without a `renderLink` it is a plain <a>, so it also serves external links. */
export const External: Story = {
  args: { href: 'https://example.com', target: '_blank', rel: 'noopener noreferrer', children: 'Website' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Website' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A router's link through the slot: the renderer receives href, children and the styling className. */
export const CustomRenderLink: Story = {
  args: {
    renderLink: ({ href, children, ...rest }) => (
      <a href={href} data-router-link="true" {...rest}>
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View all announcements' });
    await expect(link).toHaveAttribute('data-router-link', 'true');
    await expect(link.className).not.toBe('');
  },
};

export const Back: Story = {
  render: () => (
    <Column>
      <BackLink href="#blog">Back to Blog</BackLink>
      <BackLink href="#help" variant="underlined">
        Back to Help Centre
      </BackLink>
    </Column>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to Blog' });
    await expect(link).toHaveAttribute('href', '#blog');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
