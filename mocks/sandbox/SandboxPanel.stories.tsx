import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createFakeController, SESSIONS } from './fakeController';
import { SandboxPanel } from './SandboxPanel';
import { trafficLog } from './sdkTrafficFixtures';

const at = Date.UTC(2026, 10, 21, 15, 4, 5);

/**
 * The demo's sandbox panel (engineering guide §3). In the demo the entry mounts it in its own root over
 * the real mock backend; here it runs over a fake controller that only records what it is asked.
 */
const meta = {
  title: 'Sandbox/Panel',
  component: SandboxPanel,
  parameters: { layout: 'fullscreen' },
  args: { controller: createFakeController() },
} satisfies Meta<typeof SandboxPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The strip docked to the bottom of the viewport with the button at its left; the page keeps the strip's
 * room (a spacer after the app, `--orb-inset-bottom` for the app's fixed layers), so it never covers
 * content (issue 14).
 */
async function expectDocked(trigger: HTMLElement) {
  const dock = screen.getByTestId('sandbox-dock');
  const strip = dock.getBoundingClientRect();
  await expect(Math.round(strip.bottom)).toBe(window.innerHeight);
  await expect(strip.height).toBe(52);
  await expect(dock.contains(trigger)).toBe(true);
  await expect(screen.getByTestId('sandbox-dock-space').getBoundingClientRect().height).toBe(52);
  await waitFor(() => expect(document.documentElement.style.getPropertyValue('--orb-inset-bottom')).toBe('52px'));
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Closed: only the floating 'Sandbox' button, in its strip at the bottom. */
export const Closed: Story = {
  play: async () => {
    const trigger = await screen.findByRole('button', { name: 'Sandbox' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expectDocked(trigger);
    // Keyboard: focus and Enter open it, Escape closes it and focus returns to the button.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Sandbox' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** On a 320-px phone: the same strip, the button with its visible name (no edge tab over the content). */
export const ClosedPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const trigger = await screen.findByRole('button', { name: 'Sandbox' });
    await expect(trigger).toHaveTextContent('Sandbox');
    await expect(trigger.getBoundingClientRect().left).toBeGreaterThanOrEqual(12);
    await expectDocked(trigger);
  },
};

/** Open as the demo player, with a few analytics events in the log. */
export const Open: Story = {
  args: {
    defaultOpen: true,
    controller: createFakeController({
      events: [
        { name: 'home_slider_click', payload: { slug: 'starfall-arena' }, at },
        { name: 'game_session', payload: { slug: 'neon-drift', seconds: 312, vr: true }, at: at + 60_000 },
      ],
    }),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sandbox' });
    const panel = within(dialog);
    await expect(panel.getByRole('button', { name: 'Player' })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByRole('combobox', { name: 'Scenario' })).toHaveValue('default');
    for (const name of ['Unlock achievement', 'Update balance', 'New notification', 'New message']) {
      await expect(panel.getByRole('button', { name })).toBeEnabled();
    }
    // The log shows the latest event first.
    const items = panel.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('game_session');
    await userEvent.click(panel.getByRole('button', { name: 'Unlock achievement' }));
    await expect(await panel.findByRole('status')).toHaveTextContent('delivered to 1 connection');
    const calls = (args.controller as ReturnType<typeof createFakeController>).calls;
    await expect(calls).toContainEqual({ kind: 'fire', action: 'achievement' });
  },
};

/** A guest: the private-channel events are disabled and say why; the achievement goes to the guest session. */
export const OpenAsGuest: Story = {
  args: { defaultOpen: true, controller: createFakeController({ session: SESSIONS.guest }) },
  play: async () => {
    const panel = within(await screen.findByRole('dialog', { name: 'Sandbox' }));
    await expect(panel.getByRole('button', { name: 'Guest' })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByRole('button', { name: 'Unlock achievement' })).toBeEnabled();
    await expect(panel.getByRole('button', { name: 'Update balance' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'New message' })).toHaveAccessibleDescription(/Needs a logged-in user/);
  },
};

/** Non-default settings show as chips, and the button carries a marker. */
export const OpenWithActiveSettings: Story = {
  args: {
    defaultOpen: true,
    controller: createFakeController({
      session: SESSIONS.premium,
      settings: {
        scenario: 'slow',
        now: '2026-12-24',
        fail: ['games.index'],
        failStatus: 503,
        consent: { loaded: true, ads: false, analytics: true, gdpr: true },
      },
    }),
  },
  play: async ({ args }) => {
    const panel = within(await screen.findByRole('dialog', { name: 'Sandbox' }));
    await expect(panel.getByRole('list', { name: 'Active settings' })).toHaveTextContent('scenario slow');
    await expect(panel.getByRole('switch', { name: 'Ads consent' })).not.toBeChecked();
    await userEvent.click(panel.getByRole('switch', { name: 'Ads consent' }));
    const calls = (args.controller as ReturnType<typeof createFakeController>).calls;
    await expect(calls).toContainEqual({ kind: 'setConsentPurpose', purpose: 'ads', granted: true });
    // GDPR consent off: the ad network's 'no consent' (the overlay ad's Play at once).
    await userEvent.click(panel.getByRole('switch', { name: 'GDPR consent' }));
    await expect(calls).toContainEqual({ kind: 'setConsentPurpose', purpose: 'gdpr', granted: false });
    // Reset asks first.
    await userEvent.click(panel.getByRole('button', { name: 'Reset demo data' }));
    await expect(panel.getByRole('group', { name: 'Confirm the reset' })).toBeVisible();
  },
};

/** With an SDK game's traffic: the inspector sits above the analytics log, each cleared on its own. */
export const OpenWithSdkTraffic: Story = {
  args: { defaultOpen: true, controller: createFakeController({ sdkTraffic: trafficLog() }) },
  play: async () => {
    const panel = within(await screen.findByRole('dialog', { name: 'Sandbox' }));
    const inspector = panel.getByRole('region', { name: 'SDK inspector (42)' });
    await expect(within(inspector).getByRole('list', { name: 'SDK inspector (42)' })).toHaveTextContent('leaderboards.postScore');
    await expect(panel.getByRole('heading', { name: 'Analytics events (0)' })).toBeInTheDocument();
  },
};
