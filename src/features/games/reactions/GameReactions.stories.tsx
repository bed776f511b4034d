import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { GameReactions } from './GameReactions';
import { GamePanelFrame } from './GamePanelFrame';
import { countOf } from './storyQueries';

/*
 * The nine reaction toggles of a game page (spec §3, §4, §6, §9) against the mock backend; the persona
 * and failures come from `parameters.sandbox`. Fixtures: `premium` reacted to starfall-arena with love
 * and high5, `player` did not react to it; photon-storm's seed has no joy, cry, anger, high5 or love.
 */

function ReactionsStory({ slug }: { slug: string }) {
  return <GamePanelFrame slug={slug}>{(game) => <GameReactions game={game} />}</GamePanelFrame>;
}

const meta = {
  title: 'Games/Reactions/GameReactions',
  component: ReactionsStory,
  args: { slug: 'starfall-arena' },
} satisfies Meta<typeof ReactionsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const TYPES = ['Laugh', 'Joy', 'Cry', 'Anger', 'High Five', 'Like', 'Dislike', 'Love', 'Bug'];

async function reactions(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('group', { name: 'Reactions' }, { timeout: 5000 }));
}

/** The toggle whose accessible name starts with `name` (the count follows it: 'Laugh 12'). */
const toggle = (group: ReturnType<typeof within>, name: string) => group.getByRole('button', { name: new RegExp(`^${name}\\b`) });


/** A visitor sees the counts; a click opens 'Login Required' and changes nothing. */
export const Guest: Story = {
  parameters: { sandbox: { persona: 'guest' } },
  play: async ({ canvasElement }) => {
    const group = await reactions(canvasElement);
    for (const name of TYPES) await expect(toggle(group, name)).toHaveAttribute('aria-pressed', 'false');
    const laugh = toggle(group, 'Laugh');
    const before = countOf(laugh);
    await userEvent.click(laugh);
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    await expect(dialog).toHaveTextContent('Please register or login to react to this game.');
    await expect(within(dialog).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(toggle(group, 'Laugh')).toHaveAttribute('aria-pressed', 'false');
    await expect(countOf(toggle(group, 'Laugh'))).toBe(before);
  },
};

/** premium's own reactions are pressed; a click adds one (count + 1), a second click takes it back. */
export const PlayerWithSomeMarked: Story = {
  parameters: { sandbox: { persona: 'premium' } },
  play: async ({ canvasElement }) => {
    const group = await reactions(canvasElement);
    await expect(toggle(group, 'Love')).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle(group, 'High Five')).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Laugh', 'Joy', 'Cry', 'Anger', 'Like', 'Dislike', 'Bug']) {
      await expect(toggle(group, name)).toHaveAttribute('aria-pressed', 'false');
    }
    const before = countOf(toggle(group, 'Joy'));
    await userEvent.click(toggle(group, 'Joy'));
    await expect(toggle(group, 'Joy')).toHaveAttribute('aria-pressed', 'true');
    await expect(countOf(toggle(group, 'Joy'))).toBe(before + 1);
    await userEvent.click(toggle(group, 'Joy'));
    await waitFor(() => expect(toggle(group, 'Joy')).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(countOf(toggle(group, 'Joy'))).toBe(before));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Counts show only when non-zero (spec §9): photon-storm has no joy, cry, anger, high5 or love. */
export const ZeroCountsHidden: Story = {
  args: { slug: 'photon-storm' },
  play: async ({ canvasElement }) => {
    const group = await reactions(canvasElement);
    for (const name of ['Joy', 'Cry', 'Anger', 'High Five', 'Love']) {
      const button = toggle(group, name);
      await expect(button).toHaveAccessibleName(name);
      await expect(button.textContent).toBe(name);
    }
    await expect(toggle(group, 'Laugh')).toHaveAccessibleName('Laugh 2');
    await expect(toggle(group, 'Bug')).toHaveAccessibleName('Bug 2');
  },
};

/** `fail: games.react`: the flip is rolled back and the server's message shows in the 'Error' toast. */
export const FailureRollsBack: Story = {
  parameters: { sandbox: { persona: 'player', fail: ['games.react'] } },
  play: async ({ canvasElement }) => {
    const group = await reactions(canvasElement);
    const before = countOf(toggle(group, 'Laugh'));
    await userEvent.click(toggle(group, 'Laugh'));
    const toast = await screen.findByRole('alert');
    await expect(toast).toHaveTextContent('Error');
    await expect(toast).toHaveTextContent('The server ran into an unexpected problem while handling this request. Please try again later.');
    await expect(toggle(group, 'Laugh')).toHaveAttribute('aria-pressed', 'false');
    await expect(countOf(toggle(group, 'Laugh'))).toBe(before);
  },
};

/**
 * The `slow` scenario (2 s per call): the flip shows at once, before the server answers; a double click
 * sends no second, conflicting request, and the toggle ends where it began with the count unchanged.
 */
export const OptimisticAndDoubleClick: Story = {
  parameters: { sandbox: { persona: 'player', scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const group = await reactions(canvasElement);
    const before = countOf(toggle(group, 'Bug'));
    await userEvent.click(toggle(group, 'Bug'));
    await expect(toggle(group, 'Bug')).toHaveAttribute('aria-pressed', 'true');
    await expect(countOf(toggle(group, 'Bug'))).toBe(before + 1);
    await userEvent.click(toggle(group, 'Bug'));
    await expect(toggle(group, 'Bug')).toHaveAttribute('aria-pressed', 'false');
    await expect(countOf(toggle(group, 'Bug'))).toBe(before);
    // Both requests (add, then the queued removal) take 2 s each; the toggle stays off throughout.
    await new Promise((resolve) => setTimeout(resolve, 4500));
    await expect(toggle(group, 'Bug')).toHaveAttribute('aria-pressed', 'false');
    await expect(countOf(toggle(group, 'Bug'))).toBe(before);
  },
};
