import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuildSelector, FrameControls } from './FrameControls';
import { Stage } from './stage';
import { storyBuilds } from './storyFixtures';

const meta = {
  title: 'Pages/Game page/FrameControls',
  component: BuildSelector,
  args: { builds: storyBuilds, value: '1.4.0', onChange: fn() },
} satisfies Meta<typeof BuildSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every build, the active one marked '(Active)'; a choice is reported to the page (which puts it in the URL). */
export const Selector: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Build' });
    await expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['1.1.0', '1.2.3', '1.4.0 (Active)']);
    await userEvent.selectOptions(select, '1.2.3');
    await expect(args.onChange).toHaveBeenCalledWith('1.2.3');
  },
};

/** A game with one build has no selector. */
export const SingleBuild: Story = {
  args: { builds: storyBuilds.slice(-1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

function ControlsDemo({ sdk = false, initiallyMuted = false }: { sdk?: boolean; initiallyMuted?: boolean }) {
  const stage = useRef<HTMLDivElement | null>(null);
  const [value, setValue] = useState('1.4.0');
  const [muted, setMuted] = useState(initiallyMuted);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
      <Stage ref={stage} data-testid="demo-stage">
        <p>{`Build ${value}${sdk ? (muted ? ', sound off' : ', sound on') : ''}`}</p>
      </Stage>
      <FrameControls
        target={stage}
        selector={<BuildSelector builds={storyBuilds} value={value} onChange={setValue} />}
        mute={sdk ? { muted, onChange: setMuted } : null}
      />
    </div>
  );
}

/** The row under the stage: the selector and the fullscreen control, both keyboard operable. */
export const Row: Story = {
  render: () => <ControlsDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fullscreen = canvas.getByRole('button', { name: 'Full Screen' });
    await expect(fullscreen).toBeEnabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Build' }), '1.1.0');
    await expect(canvas.getByTestId('demo-stage')).toHaveTextContent('Build 1.1.0');
    // A game without the SDK cannot hear the page's mute control: there is none.
    await expect(canvas.queryByRole('button', { name: 'Mute Game' })).toBeNull();
  },
};

/** An SDK game with sound: the mute toggle (not pressed, the speaker icon) beside the fullscreen control. */
export const Unmuted: Story = {
  render: () => <ControlsDemo sdk />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mute = canvas.getByRole('button', { name: 'Mute Game' });
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(mute);
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('demo-stage')).toHaveTextContent('sound off');
    // Keyboard: Space toggles it back.
    await userEvent.keyboard(' ');
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Muted (the player's mute_sounds_master, or a visitor's choice): the toggle pressed, the crossed speaker. */
export const Muted: Story = {
  render: () => <ControlsDemo sdk initiallyMuted />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mute = canvas.getByRole('button', { name: 'Mute Game' });
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('demo-stage')).toHaveTextContent('sound off');
    await userEvent.click(mute);
    await expect(canvas.getByTestId('demo-stage')).toHaveTextContent('sound on');
  },
};
