import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { closeAuthModal, getAuthModalState } from '@/lib/authModal';
import { withPageRouter } from '../../../stories/support/PageStoryRouter';
import { AccountPage } from './AccountPage';

/*
 * The account area's frame (/account/{page}): the navigation between the ten pages — tabs on desktop,
 * a menu on a phone — around the page on screen; the visitor's 'Login Required' with the login pane; and a
 * private call's 401 reaching the route's boundary. The pages' own states: pages/*.stories.tsx.
 */

const meta = {
  title: 'Pages/Account/Frame',
  component: AccountPage,
  decorators: [withPageRouter('/account/:page', '/account/settings')],
  parameters: { layout: 'fullscreen', sandbox: { persona: 'player' } },
} satisfies Meta<typeof AccountPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(canvasElement).findByRole('navigation', { name: 'Account pages' }, { timeout: 5000 });

/** Desktop: the ten pages as a row of tabs (links), the page on screen marked current. */
export const DesktopTabs: Story = {
  play: async ({ canvasElement }) => {
    const links = within(await nav(canvasElement)).getAllByRole('link');
    await expect(links).toHaveLength(10);
    await expect(within(canvasElement).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A phone: one menu button naming the page on screen; its menu lists the ten pages. */
export const PhoneMenu: Story = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(await nav(canvasElement)).getByRole('button', { name: /Account menu: Settings/ });
    await waitFor(() => expect(button).toBeVisible());
    await userEvent.click(button);
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(10);
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A visitor: 'Login Required', and the login pane asked for with redirect_to set to the page. */
export const Visitor: Story = {
  parameters: { sandbox: { persona: 'guest' } },
  // The pane's store outlives the story: closed again, so a story drawing the shell does not show it open.
  beforeEach: () => closeAuthModal,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Login Required' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(getAuthModalState()).toMatchObject({ open: true, pane: 'login', redirectTo: '/account/settings' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};

/** The `unauthorized` scenario: the page's private call answers 401, which reaches the route's boundary. */
export const Unauthorized: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'unauthorized' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('route-error', {}, { timeout: 5000 })).toHaveAttribute('data-status', '401');
  },
};
