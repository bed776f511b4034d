import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { auditDom, settleMedia } from '../../../../tests/security/audit';
import { concatenated, htmlBatches } from '../../../../tests/security/payloads';
import { Dialog } from './Dialog';

/*
 * The Dialog's `content` is HTML from the API (spec §3 Dialog; guide §5): a render site of the security
 * suite (tests/security/README.md). No page shows API HTML in a dialog yet, so the primitive itself is
 * tested here, in real Chromium by the Storybook test-runner: every payload of the corpus, in as few
 * bodies as the corpus allows (tests/security/payloads.ts htmlBatches). Each story traps `xssTrap(id)`
 * and alert/confirm/prompt/print before it renders; the play function lets images fail (onerror),
 * then asserts that no trap fired, that every payload's marker survived, and the DOM audit of
 * tests/security/audit.ts over the dialog. A page that shows API HTML in a dialog joins
 * tests/security/render-sites.ts instead.
 */

const batches = htmlBatches();
const fired: string[] = [];

type Trapped = Window & { xssTrap?: (id: string) => void };

const meta = {
  title: 'Design System/Dialog/Security',
  component: Dialog,
  args: { open: true, type: 'info', title: 'Hostile content', close: true },
  beforeEach: () => {
    fired.length = 0;
    const win = window as Trapped;
    const saved = { alert: win.alert, confirm: win.confirm, prompt: win.prompt, print: win.print, xss: win.xssTrap };
    win.xssTrap = (id) => void fired.push(`xssTrap(${id})`);
    win.alert = (message?: unknown) => void fired.push(`alert(${String(message)})`);
    win.confirm = (message?: string) => (fired.push(`confirm(${String(message)})`), false);
    win.prompt = (message?: string) => (fired.push(`prompt(${String(message)})`), null);
    win.print = () => void fired.push('print()');
    return () => {
      Object.assign(win, { alert: saved.alert, confirm: saved.confirm, prompt: saved.prompt, print: saved.print });
      win.xssTrap = saved.xss;
    };
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lets images fail (onerror), then: every marker survived, the DOM audit is clean, no trap fired. */
const checkDialog: Story['play'] = async ({ args }) => {
  const dialog = await screen.findByRole('dialog', { name: 'Hostile content' });
  const ids = [...String(args.content).matchAll(/data-payload="([^"]+)"/g)].map((m) => m[1]);
  await waitFor(() => expect(Array.from(dialog.querySelectorAll('[data-payload]'), (el) => el.getAttribute('data-payload'))).toEqual(ids));
  dialog.setAttribute('data-security-area', '');
  await settleMedia('[data-security-area]');
  await expect(auditDom({ area: '[data-security-area]', ownScriptPrefix: '/assets/', scope: 'area' })).toEqual([]);
  await expect(fired).toEqual([]);
};

/** Every payload that can share a body, in one dialog. */
export const Corpus: Story = { args: { content: concatenated(batches[0]) }, play: checkDialog };

/** The payloads that leave a parsing context open, each alone (they would hide the ones after them). */
export const IsolatedFirst: Story = { args: { content: concatenated(batches[1]) }, play: checkDialog };
export const IsolatedSecond: Story = { args: { content: concatenated(batches[2]) }, play: checkDialog };
