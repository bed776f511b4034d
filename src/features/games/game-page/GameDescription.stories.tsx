import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GameDescription } from './GameDescription';
import { STARFALL_DESCRIPTION_PARAGRAPH } from './storyFixtures';

const long = Array.from({ length: 20 }, (_, i) => `${i + 1}. ${STARFALL_DESCRIPTION_PARAGRAPH}`).join('\n\n');

const meta = {
  title: 'Pages/Game page/GameDescription',
  component: GameDescription,
  args: { description: `${STARFALL_DESCRIPTION_PARAGRAPH}\n\nGrab your blade, raise your shield and move with your whole body.` },
} satisfies Meta<typeof GameDescription>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Up to 1500 characters: the whole text in its paragraphs, no toggle. */
export const Short: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('game-description-body').querySelectorAll('p')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Show More' })).toBeNull();
  },
};

/** Above 1500 characters: cut with ' ...' behind 'Show More'; 'Show Less' folds it again. */
export const Long: Story = {
  args: { description: long },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = canvas.getByTestId('game-description-body');
    await expect(body).not.toHaveTextContent('20. Starfall');
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await expect(body).toHaveTextContent('20. Starfall');
    await userEvent.click(canvas.getByRole('button', { name: 'Show Less' }));
    await expect(body).not.toHaveTextContent('20. Starfall');
  },
};

/** Empty: 'No Description.' */
export const Empty: Story = {
  args: { description: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Description.')).toBeVisible();
  },
};

/** HTML is rendered sanitised (the sanitiser loads on demand): no script or handler survives. */
export const Html: Story = {
  args: { description: '<p>A <strong>bold</strong> claim with a <a href="https://example.com">link</a>.</p><p onmouseover="window.orbitalPwned=1">Hover me.</p><script>window.orbitalPwned=2</script>' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement).getByTestId('game-description-body');
    await waitFor(() => expect(body.querySelector('strong')).toHaveTextContent('bold'));
    await expect(body.querySelector('script')).toBeNull();
    await expect(body.innerHTML).not.toContain('onmouseover');
    await expect((window as { orbitalPwned?: number }).orbitalPwned).toBeUndefined();
  },
};
