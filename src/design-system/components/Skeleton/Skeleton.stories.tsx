import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { FullPageSkeleton } from './FullPageSkeleton';
import { EarlyImageSkeleton, EarlyText, Skeleton } from './Skeleton';

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 420px;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const meta = {
  title: 'Design System/Skeleton',
  component: Skeleton,
  // Small shapes sit in a card-width frame; the full-page stories opt out with parameters.fullPage.
  decorators: [(Story, { parameters }) => (parameters.fullPage ? Story() : <Frame>{Story()}</Frame>)],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  args: { shape: 'block' },
  play: async ({ canvasElement }) => {
    // No height given: the 16:9 default keeps the space the image will take.
    const block = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]');
    await expect(block).not.toBeNull();
    const rect = block?.getBoundingClientRect();
    await expect(Math.round(((rect?.width ?? 0) / (rect?.height ?? 1)) * 9)).toBe(16);
  },
};
export const BlockExplicitSize: Story = { args: { shape: 'block', width: 240, height: 96, radius: 'lg' } };
export const BlockSquare: Story = { args: { shape: 'block', aspectRatio: 1, width: 160 } };
export const Text: Story = { args: { shape: 'text' } };
export const Paragraph: Story = { args: { shape: 'text', lines: 4 } };
export const Circle: Story = { args: { shape: 'circle', width: 64 } };

export const CardComposition: Story = {
  render: () => (
    <>
      <Skeleton aspectRatio="16 / 9" radius="lg" />
      <Row>
        <Skeleton shape="circle" width={40} />
        <Skeleton shape="text" lines={2} />
      </Row>
    </>
  ),
};

export const FullPage: StoryObj<typeof FullPageSkeleton> = {
  parameters: { layout: 'fullscreen', fullPage: true },
  render: (args) => <FullPageSkeleton {...args} />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

export const FullPageContentOnly: StoryObj<typeof FullPageSkeleton> = {
  name: 'Full page: content only (shell already shown)',
  parameters: { layout: 'fullscreen', fullPage: true },
  render: (args) => <FullPageSkeleton {...args} shell={false} cards={4} label="Loading games" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading games' })).toBeInTheDocument();
  },
};

/** A local 16:9 picture, as the early-data script would take from the route's data. */
const EARLY_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#3b2f8f"/><circle cx="112" cy="36" r="18" fill="#f5c542"/></svg>',
)}`;

export const EarlyImage: StoryObj<typeof EarlyImageSkeleton> = {
  name: 'Early image: before the app (empty, then filled by the early-data script)',
  render: () => <EarlyImageSkeleton from="games.slider.0.hero" radius="lg" variants sizes="100vw" />,
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector<HTMLImageElement>('img[data-early-image="games.slider.0.hero"]')!;
    // Until the script fills it, a plain block skeleton: the empty image takes no paint.
    await expect(img).not.toHaveAttribute('src');
    await expect(getComputedStyle(img).visibility).toBe('hidden');
    // It shimmers while empty (unless the reader asks for less motion), and stops once the image covers it.
    if (!matchMedia('(prefers-reduced-motion: reduce)').matches) await expect(getComputedStyle(img.parentElement!).animationName).not.toBe('none');
    // What scripts/early-data.js does with the route's first answer (an inline image has no variants).
    img.src = EARLY_PICTURE;
    await expect(getComputedStyle(img).visibility).toBe('visible');
    await expect(getComputedStyle(img.parentElement!).animationName).toBe('none');
    const frame = img.parentElement!.getBoundingClientRect();
    await expect(img.getBoundingClientRect().width).toBe(frame.width);
    await expect(Math.round((frame.width / frame.height) * 9)).toBe(16);
  },
};

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.normal};
`;

export const EarlyTextFilled: StoryObj<typeof EarlyText> = {
  name: 'Early text: before the app (three lines of shimmer, then written by the early-data script)',
  render: () => <Lead as={EarlyText} from="developer.description" lines={3} />,
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector<HTMLElement>('[data-early-text="developer.description"]')!;
    // Until the script writes it, three of the page's lines of shimmer.
    const line = Number.parseFloat(getComputedStyle(text).lineHeight);
    await expect(Math.round(text.getBoundingClientRect().height / line)).toBe(3);
    if (!matchMedia('(prefers-reduced-motion: reduce)').matches) await expect(getComputedStyle(text).animationName).not.toBe('none');
    // What scripts/early-data.js does with the route's first answer: the text, in the page's typography.
    text.textContent = 'Orbital Labs is the studio behind the Orbital platform samples.';
    await expect(getComputedStyle(text).animationName).toBe('none');
    await expect(text).toHaveTextContent('Orbital Labs is the studio');
  },
};

export const FullPageWithRouteHero: StoryObj<typeof FullPageSkeleton> = {
  name: "Full page: a route's own hero shape",
  parameters: { layout: 'fullscreen', fullPage: true },
  render: (args) => <FullPageSkeleton {...args} shell={false} hero={<EarlyImageSkeleton from="hero" radius="lg" />} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img[data-early-image="hero"]')).not.toBeNull();
  },
};
