import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sceneArt } from '@/design-system/components/Card/storyFixtures';
import { DeveloperBox } from './DeveloperBox';
import { withRouter } from './storySupport';

const meta = {
  title: 'Pages/Game page/DeveloperBox',
  component: DeveloperBox,
  args: { developer: { slug: 'orbital-labs', name: 'Orbital Labs', logo: sceneArt(4, 128, 128) }, engine: { id: 'playcanvas' } },
  decorators: [
    withRouter,
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeveloperBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A PlayCanvas game: logo, name linking to the developer page, 'Made With' PlayCanvas. */
export const MadeWithPlayCanvas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Orbital Labs' })).toHaveAttribute('href', '/arcade/games/developer/orbital-labs');
    await expect(canvas.getByTestId('game-engine')).toHaveTextContent('Made With');
    await expect(canvas.getByTestId('game-engine')).toHaveTextContent('PlayCanvas');
  },
};

/** Another engine: no mark. */
export const OtherEngine: Story = {
  args: { engine: { id: 'threejs' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Made With')).toBeNull();
  },
};

/** No logo: the developer placeholder. */
export const NoLogo: Story = {
  args: { developer: { slug: 'tiny-studio', name: 'Tiny Studio', logo: null }, engine: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Tiny Studio logo' })).toHaveAttribute('data-placeholder', 'developer');
  },
};
