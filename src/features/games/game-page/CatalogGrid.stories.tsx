import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogGrid } from './CatalogGrid';
import { storyCatalog } from './storyFixtures';
import { withRouter } from './storySupport';

const meta = {
  title: 'Pages/Game page/CatalogGrid',
  component: CatalogGrid,
  args: { items: storyCatalog },
  decorators: [withRouter],
} satisfies Meta<typeof CatalogGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On sale (the badge's percent off), free (both prices zero), full price; each card links to its item page. */
export const Items: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'In-Game Content' })).toBeVisible();
    const blade = canvas.getByRole('link', { name: 'Plasma Blade' });
    await expect(blade).toHaveAttribute('href', '/arcade/games/starfall-arena/catalog/plasma-blade');
    const cards = canvas.getAllByTestId('catalog-card');
    await expect(within(cards[0] as HTMLElement).getByTestId('catalog-card-sale-badge')).toHaveTextContent('-40%');
    await expect(within(cards[0] as HTMLElement).getByTestId('catalog-card-price')).toHaveTextContent('180 coins');
    await expect(within(cards[1] as HTMLElement).getByTestId('catalog-card-price')).toHaveTextContent(/^free$/i);
    await expect(within(cards[2] as HTMLElement).queryByTestId('catalog-card-sale-badge')).toBeNull();
  },
};

/** A game that sells nothing has no section. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
