import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';
import { ToastProvider } from '@/design-system/components/Toast';
import { FeedbackModal } from './FeedbackModalView';
import { NavDrawer, preloadNavDrawer } from './NavDrawer';
import { NavLinks } from './SideNav';

/* The navigation drawer (small screens) and the feedback modal on their own. */

const meta = {
  title: 'Shell/Parts',
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/arcade/games']}>
        <ToastProvider>
          <Story />
        </ToastProvider>
      </MemoryRouter>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SideNavDesktop: Story = {
  render: () => (
    <nav aria-label="Main" style={{ width: 232, padding: 12 }}>
      <NavLinks />
    </nav>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
  },
};

export const DrawerOpen: Story = {
  // The drawer is a chunk of its own (loaded on first use): this story shows it once there.
  loaders: [
    async () => {
      await preloadNavDrawer();
      return {};
    },
  ],
  render: () => <NavDrawer open onClose={() => {}} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('button', { name: 'Close menu' })).toBeVisible();
  },
};

const endpoint = () => new Promise<unknown>((resolve) => setTimeout(resolve, 800));

export const FeedbackWithRating: Story = {
  render: () => (
    <FeedbackModal
      options={{ title: 'Write a Review', endpoint, withRating: true, placeholder: 'What did you think of the game?' }}
      onClose={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Write a Review' })).toBeInTheDocument();
  },
};

export const FeedbackTextOnly: Story = {
  render: () => (
    <FeedbackModal options={{ title: 'Respond to Review', endpoint, limit: 250, placeholder: 'Your response' }} onClose={() => {}} />
  ),
};
