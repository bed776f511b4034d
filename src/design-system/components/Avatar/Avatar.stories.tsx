import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';

// A local portrait (no network in stories): a helmeted pilot on a violet-to-cyan gradient.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7856ff"/><stop offset="1" stop-color="#1fd3e0"/></linearGradient></defs>
    <rect width="96" height="96" fill="url(#g)"/>
    <circle cx="48" cy="40" r="20" fill="#10132a"/>
    <rect x="32" y="34" width="32" height="10" rx="5" fill="#56e6f0"/>
    <path d="M16 96c4-22 18-32 32-32s28 10 32 32z" fill="#10132a"/>
  </svg>`,
)}`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
`;

const meta = {
  title: 'Design System/Avatar',
  component: Avatar,
  args: { name: 'Nova Rider', src: portrait, size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Nova Rider' })).toHaveAttribute('src', portrait);
  },
};

export const Initials: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Nova Rider' })).toHaveTextContent('NR');
  },
};

export const BrokenImage: Story = {
  name: 'Broken image (falls back to initials)',
  args: { src: '/does-not-exist/avatar.png', name: 'player' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'player' })).toHaveTextContent('P'));
  },
};

export const Premium: Story = {
  args: { premium: true },
  play: async ({ canvasElement }) => {
    // The halo is the gold premium ring (theme.shadow.halo), distinct from the plain hairline.
    const root = within(canvasElement).getByRole('img', { name: 'Nova Rider' }).parentElement;
    await expect(root && getComputedStyle(root).boxShadow).toContain('rgb(245, 197, 66)');
  },
};

export const PremiumInitials: Story = {
  args: { premium: true, src: undefined, name: 'premium' },
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </Row>
  ),
};

export const FallbackColours: Story = {
  render: () => (
    <Row>
      {['Ada Lovelace', 'neon_drifter', 'player', 'developer', 'Orbital Labs', 'zed', 'Éowyn Shield'].map((name) => (
        <Avatar key={name} name={name} size="md" />
      ))}
    </Row>
  ),
};

export const Decorative: Story = {
  name: 'Decorative (empty alt)',
  args: { alt: '', src: null },
};
