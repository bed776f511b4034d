import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../tests/utils/render';
import { createFakeController, SESSIONS } from './fakeController';
import { SandboxPanel } from './SandboxPanel';
import { trafficLog } from './sdkTrafficFixtures';

async function openPanel(controller = createFakeController()) {
  const user = userEvent.setup();
  renderWithTheme(<SandboxPanel controller={controller} />);
  await user.click(screen.getByRole('button', { name: 'Sandbox' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sandbox' });
  return { user, controller, panel: within(dialog), dialog };
}

describe('SandboxPanel', () => {
  it("opens from the floating 'Sandbox' button and closes with Escape, returning focus", async () => {
    const { user } = await openPanel();
    const trigger = screen.getByRole('button', { name: 'Sandbox' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('keeps Tab inside the drawer', async () => {
    const { user, dialog } = await openPanel();
    for (let i = 0; i < 40; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('switches persona, scenario, date, consent and ads through the controller', async () => {
    const { user, panel, controller } = await openPanel();
    await user.click(panel.getByRole('button', { name: 'Developer' }));
    expect(controller.calls).toContainEqual({ kind: 'switchPersona', persona: 'developer' });

    await user.selectOptions(panel.getByRole('combobox', { name: 'Scenario' }), 'maintenance');
    expect(controller.calls).toContainEqual({ kind: 'updateSettings', patch: { scenario: 'maintenance' } });

    const date = panel.getByLabelText("The clock's date");
    await user.clear(date);
    await user.type(date, '2026-12-24');
    await user.click(panel.getByRole('button', { name: 'Set date' }));
    expect(controller.calls).toContainEqual({ kind: 'updateSettings', patch: { now: '2026-12-24' } });

    await user.click(panel.getByRole('switch', { name: 'Consent system' }));
    expect(controller.calls).toContainEqual({
      kind: 'updateSettings',
      patch: { consent: { loaded: true, ads: true, analytics: true, gdpr: true } },
    });
    await user.click(panel.getByRole('switch', { name: 'Ads' }));
    expect(controller.calls).toContainEqual({ kind: 'updateSettings', patch: { ads: true } });
  });

  it("switches the demo's fake ad network mode", async () => {
    const { user, panel, controller } = await openPanel();
    const select = panel.getByRole('combobox', { name: 'Ad network' });
    expect(select).toHaveValue('normal');
    await user.selectOptions(select, 'slow');
    expect(controller.calls).toContainEqual({ kind: 'updateSettings', patch: { adnet: 'slow' } });
  });

  it('sets and clears failing calls, refusing malformed entries', async () => {
    const { user, panel, controller } = await openPanel(createFakeController({ settings: { fail: ['games.index'], failStatus: 503 } }));
    const input = panel.getByRole('textbox', { name: 'Failing calls' });
    expect(input).toHaveValue('games.index');
    await user.clear(input);
    await user.type(input, '<nope>');
    await user.click(panel.getByRole('button', { name: 'Apply' }));
    expect(panel.getByText(/Use endpoint keys/)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'blog.index, /v1/public/search');
    await user.selectOptions(panel.getByRole('combobox', { name: 'Status' }), '404');
    await user.click(panel.getByRole('button', { name: 'Apply' }));
    expect(controller.calls).toContainEqual({ kind: 'updateSettings', patch: { fail: ['blog.index', '/v1/public/search'], failStatus: 404 } });
    await user.click(panel.getByRole('button', { name: 'Stop failing' }));
    expect(controller.calls).toContainEqual({ kind: 'updateSettings', patch: { fail: [], failStatus: 500 } });
  });

  it('fires the four realtime events and reports how many connections got them', async () => {
    const { user, panel, controller } = await openPanel();
    for (const name of ['Unlock achievement', 'Update balance', 'New notification', 'New message']) {
      await user.click(panel.getByRole('button', { name }));
    }
    expect(controller.calls.filter((c) => c.kind === 'fire').map((c) => (c.kind === 'fire' ? c.action : ''))).toEqual([
      'achievement',
      'balance',
      'notification',
      'message',
    ]);
    expect(panel.getByRole('status')).toHaveTextContent('delivered to 1 connection');
  });

  it("'Drop connection' drops the tab's realtime sockets and says so, with no listener hint", async () => {
    const { user, panel, controller } = await openPanel();
    await user.click(panel.getByRole('button', { name: 'Drop connection' }));
    expect(controller.calls).toContainEqual({ kind: 'dropRealtime' });
    expect(panel.getByRole('status')).toHaveTextContent('Dropped 1 connection; the app reconnects by itself.');
    expect(panel.queryByText('Reached 1 connection.')).toBeNull();
  });

  it('disables the private-channel events for a guest, with the reason', async () => {
    const { panel } = await openPanel(createFakeController({ session: SESSIONS.guest }));
    expect(panel.getByRole('button', { name: 'Unlock achievement' })).toBeEnabled();
    for (const name of ['Update balance', 'New notification', 'New message']) {
      const button = panel.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/Needs a logged-in user/);
    }
  });

  it('disables the achievement too for a guest without a guest session', async () => {
    const { panel } = await openPanel(createFakeController({ session: { ...SESSIONS.guest, guestSession: null } }));
    expect(panel.getByRole('button', { name: 'Unlock achievement' })).toBeDisabled();
  });

  it("asks before 'Reset demo data', then resets", async () => {
    const { user, panel, controller } = await openPanel();
    await user.click(panel.getByRole('button', { name: 'Reset demo data' }));
    expect(controller.calls).not.toContainEqual({ kind: 'resetDemoData' });
    await user.click(panel.getByRole('button', { name: 'Cancel' }));
    await user.click(panel.getByRole('button', { name: 'Reset demo data' }));
    const confirm = panel.getByRole('group', { name: 'Confirm the reset' });
    await user.click(within(confirm).getByRole('button', { name: 'Reset demo data' }));
    expect(controller.calls).toContainEqual({ kind: 'resetDemoData' });
  });

  it('shows the analytics log latest first, live, and clears it', async () => {
    const controller = createFakeController({ events: [{ name: 'first_event', payload: { a: 1 }, at: 0 }] });
    const { user, panel } = await openPanel(controller);
    act(() => controller.eventLog.send({ id: 99, name: 'second_event', payload: { slug: 'neon-drift' }, at: 1000 }));
    const items = panel.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('second_event');
    expect(items[0]).toHaveTextContent('"slug": "neon-drift"');
    expect(items[1]).toHaveTextContent('first_event');
    expect(panel.getByRole('heading', { name: 'Analytics events (2)' })).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Clear log' }));
    expect(panel.queryAllByRole('listitem')).toHaveLength(0);
    expect(panel.getByText(/No events yet/)).toBeInTheDocument();
  });

  it("shows the SDK inspector with the game frame's traffic, cleared apart from the analytics log", async () => {
    const controller = createFakeController({ sdkTraffic: trafficLog(), events: [{ name: 'first_event', payload: {}, at: 0 }] });
    const { user, panel } = await openPanel(controller);
    const inspector = within(panel.getByRole('region', { name: 'SDK inspector (42)' }));
    expect(inspector.getByRole('list', { name: 'SDK inspector (42)' })).toHaveTextContent('user.get');
    await user.click(inspector.getByRole('button', { name: 'Clear traffic' }));
    expect(panel.getByRole('heading', { name: 'SDK inspector (0)' })).toBeInTheDocument();
    expect(panel.getByText(/No SDK traffic yet/)).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: 'Analytics events (1)' })).toBeInTheDocument();
  });
});
