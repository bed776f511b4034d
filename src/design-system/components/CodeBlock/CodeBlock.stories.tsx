import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CodeBlock } from './CodeBlock';

const meta = {
  title: 'Design System/CodeBlock',
  component: CodeBlock,
  args: {
    label: 'Install with npm',
    language: 'bash',
    code: 'npm install @orbital/sdk',
  },
} satisfies Meta<typeof CodeBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One line with its language and a 'Copy' button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Install with npm' });
    await expect(region).toHaveTextContent('npm install @orbital/sdk');
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

/** Long lines scroll inside the block; the page does not widen. */
export const LongLines: Story = {
  args: {
    label: 'A WebXR example',
    language: 'js',
    code: [
      "import { Orbital } from '@orbital/sdk';",
      '',
      'const orbital = await Orbital.init();',
      "const xrSession = await navigator.xr.requestSession('immersive-vr', { optionalFeatures: ['local-floor', 'bounded-floor', 'hand-tracking'] });",
      'orbital.session.track(xrSession);',
    ].join('\n'),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'A WebXR example' });
    region.focus();
    await expect(region).toHaveFocus();
  },
};

/** Without the bar: no language, no copy button. */
export const Plain: Story = {
  args: { copyable: false, language: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
