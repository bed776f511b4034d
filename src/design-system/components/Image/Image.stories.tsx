import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import { Image } from './Image';
import type { PlaceholderKind } from './ImagePlaceholder';

// Local artwork (stories never reach the network): a neon planet over a violet horizon.
const heroArt = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b0d1a"/><stop offset="0.6" stop-color="#2b1a6b"/><stop offset="1" stop-color="#7856ff"/></linearGradient>
      <radialGradient id="planet" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#9af1f6"/><stop offset="0.5" stop-color="#1fd3e0"/><stop offset="1" stop-color="#10132a"/></radialGradient>
    </defs>
    <rect width="1600" height="900" fill="url(#sky)"/>
    <g fill="#e3e5f3" opacity="0.8"><circle cx="120" cy="90" r="2"/><circle cx="420" cy="160" r="1.5"/><circle cx="980" cy="70" r="2.5"/><circle cx="1400" cy="200" r="1.5"/><circle cx="760" cy="260" r="1.2"/><circle cx="1250" cy="110" r="1.8"/></g>
    <circle cx="1120" cy="360" r="200" fill="url(#planet)"/>
    <ellipse cx="1120" cy="360" rx="330" ry="60" fill="none" stroke="#bfb0ff" stroke-width="6" opacity="0.7" transform="rotate(-12 1120 360)"/>
    <path d="M0 760 L260 600 L470 720 L720 540 L1000 760 L1250 620 L1600 780 L1600 900 L0 900 Z" fill="#06070f"/>
    <path d="M0 900 L800 640 L1600 900 Z" fill="none" stroke="#56e6f0" stroke-width="3" opacity="0.6"/>
  </svg>`,
)}`;

const kinds: PlaceholderKind[] = ['game', 'screenshot', 'catalog', 'developer', 'announcement', 'blog', 'avatar'];

const Frame = styled.div`
  max-width: 640px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[5]};
`;

const Caption = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const meta = {
  title: 'Design System/Image',
  component: Image,
  args: { src: heroArt, alt: 'Starfall Arena: a neon planet over a violet horizon' },
  argTypes: {
    placeholder: { control: 'select', options: kinds },
    fit: { control: 'inline-radio', options: ['cover', 'contain'] },
    radius: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg', 'xl'] },
  },
  decorators: [(Story, { parameters }) => (parameters.wide ? Story() : <Frame>{Story()}</Frame>)],
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: /Starfall Arena/ });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect(getComputedStyle(img).opacity).toBe('1'));
  },
};

export const Eager: Story = {
  args: { eager: true, radius: 'xl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /Starfall Arena/ })).toHaveAttribute('loading', 'eager');
  },
};

export const FixedSize: Story = {
  name: 'Fixed size (width and height)',
  args: { width: 240, height: 240, fit: 'cover', radius: 'lg', alt: 'Square crop' },
};

export const Contain: Story = { args: { aspectRatio: '4 / 3', fit: 'contain', alt: 'Contained artwork' } };

export const Missing: Story = {
  name: 'Missing src (placeholder)',
  args: { src: null, placeholder: 'game', alt: 'Neon Drift' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Neon Drift' })).toHaveAttribute('data-placeholder', 'game');
  },
};

export const Broken: Story = {
  name: 'Broken src (placeholder)',
  args: { src: '/does-not-exist/hero.jpg', placeholder: 'blog', alt: 'Welcome to Orbital' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Welcome to Orbital' })).toHaveAttribute('data-placeholder', 'blog'),
    );
  },
};

export const Decorative: Story = { args: { src: null, alt: '', placeholder: 'announcement' } };

/**
 * With `variants` the img offers hero_w_16_9_sm/hd/fhd.jpg as a srcset (unit-tested). Storybook serves
 * no such files, so the chosen candidate fails and the placeholder takes over: the fallback path.
 */
export const WithVariants: Story = {
  name: 'Size variants (srcset; files missing → placeholder)',
  args: { src: '/media/games/starfall-arena/hero.jpg', variants: true, sizes: '(min-width: 1024px) 640px, 100vw', alt: 'Starfall Arena' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Starfall Arena' })).toHaveAttribute('data-placeholder', 'game'),
    );
  },
};

export const AllPlaceholders: Story = {
  parameters: { wide: true },
  render: () => (
    <Grid>
      {kinds.map((kind) => (
        <figure key={kind} style={{ margin: 0 }}>
          <Image alt={`${kind} placeholder`} placeholder={kind} aspectRatio={kind === 'avatar' || kind === 'developer' ? 1 : undefined} radius="lg" />
          <Caption>{kind}</Caption>
        </figure>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    for (const kind of kinds) {
      await expect(within(canvasElement).getByRole('img', { name: `${kind} placeholder` })).toHaveAttribute('data-placeholder', kind);
    }
  },
};
