import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { expect, screen, waitFor, within } from 'storybook/test';
import { config } from '@/config';
import { GamePanelFrame } from '../reactions/GamePanelFrame';
import { useLoginPrompt } from '../reactions/useLoginPrompt';
import { gameStrings } from '../strings';
import { apiRelay } from './dispatch';
import { createRelay, type Relay } from './relay';
import { pageContract } from './useGameRelay';
import { useAchievementEcho, useGameAchievements } from './useGameAchievements';

/*
 * What the page shows when the game in its frame asks for something (issue 12), through the real relay
 * and the mock backend (persona from `parameters.sandbox`): a stand-in frame posts the game's requests
 * and lists what the page posts back. An unlock shows the achievement toast with confetti and is echoed
 * to the game; a visitor is asked to log in or sign up to save it (spec §1); a call that needs an
 * account answers login_required and shows the login prompt.
 */

interface FrameStoryProps {
  /** The game's requests, sent in order: [method, params]. */
  calls: Array<[string, Record<string, unknown>?]>;
}

const Stage = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 40rem;
  margin: ${({ theme }) => theme.space[6]} auto;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};

  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.md};
  }

  ol {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[5]};
    overflow-wrap: anywhere;
  }
`;

/*
 * The origins the relay's gate checks, as in the demo (the story's own host may be an IP address, which
 * has no subdomain for the games origin).
 */
const PAGE_ORIGIN = 'http://orbital.localhost:4173';
const GAME_ORIGIN = 'http://games.orbital.localhost:4173';

/** The game page's side of the frame (as GamePage wires it) and a stand-in game that sends `calls`. */
function FramedGame({ calls }: FrameStoryProps) {
  const loginPrompt = useLoginPrompt();
  const achievements = useGameAchievements(true);
  const [received, setReceived] = useState<string[]>([]);
  const relayRef = useRef<Relay | null>(null);
  const send = useCallback((event: string, data?: unknown) => relayRef.current?.sendEvent(event, data) ?? false, []);
  useAchievementEcho(send, achievements);
  const { achievementUnlocked, happytime } = achievements;

  useEffect(() => {
    const game = { postMessage: (message: unknown) => setReceived((list) => [...list, JSON.stringify(message)]) };
    const relay = createRelay({
      frame: { contentWindow: game },
      pageOrigin: PAGE_ORIGIN,
      productId: config.productId,
      api: apiRelay(pageContract(), 'starfall-arena'),
      target: null,
      handlers: { achievementUnlocked, happytime, loginRequired: () => loginPrompt(gameStrings.sdkLoginRequired) },
    });
    relayRef.current = relay;
    calls.forEach(([method, params], index) =>
      relay.receive({ origin: GAME_ORIGIN, source: game, data: { from: config.productId, v: 1, id: `call-${index + 1}`, method, ...(params ? { params } : {}) } }),
    );
    return () => {
      relay.dispose();
      relayRef.current = null;
    };
  }, [calls, achievementUnlocked, happytime, loginPrompt]);

  return (
    <Stage aria-label="Stand-in game">
      <h2>The game sent</h2>
      <ol>
        {calls.map(([method, params], index) => (
          <li key={index}>
            {method} {params ? JSON.stringify(params) : ''}
          </li>
        ))}
      </ol>
      <h2>The page posted back</h2>
      <ol data-testid="received">
        {received.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ol>
      {achievements.confetti}
    </Stage>
  );
}

function FrameStory({ calls }: FrameStoryProps) {
  return <GamePanelFrame slug="starfall-arena">{() => <FramedGame calls={calls} />}</GamePanelFrame>;
}

const meta = {
  title: 'Games/SDK/Achievements and login prompts from the frame',
  component: FrameStory,
  parameters: { layout: 'fullscreen' },
  args: { calls: [['achievements.unlock', { achievement: 'blade-master' }]] },
} satisfies Meta<typeof FrameStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const received = () => within(screen.getByTestId('received'));
const achievementToast = (title: string) =>
  waitFor(() => {
    const toast = screen.getAllByRole('status').find((t) => t.textContent?.includes('Achievement Unlocked') && t.textContent.includes(title));
    if (!toast) throw new Error(`no achievement toast for ${title}`);
    return toast;
  }, { timeout: 5000 });

/** A player unlocks Blade Master: the toast with its thumbnail, confetti, the reply and the echo to the game. */
export const PlayerUnlocks: Story = {
  name: 'Player unlocks an achievement',
  parameters: { sandbox: { persona: 'player' } },
  play: async () => {
    const toast = await achievementToast('Blade Master');
    await expect(toast).toHaveTextContent('Parry twenty strikes in one match.');
    await waitFor(() => expect(received().getByText(/"event":"achievement.unlocked"/)).toBeInTheDocument(), { timeout: 5000 });
    await expect(received().getByText(/"unlocked_now":true/)).toBeInTheDocument();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** A visitor unlocks one: after the toast, 'Login Required' asks them to log in or sign up to save it. */
export const VisitorUnlocks: Story = {
  name: 'Visitor unlocks an achievement (login prompt)',
  parameters: { sandbox: { persona: 'guest' } },
  args: { calls: [['achievements.unlock', { achievement: 'collector' }]] },
  play: async () => {
    await achievementToast('Collector');
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent(gameStrings.sdkAchievementSave);
    await expect(within(dialog).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Register' })).toBeInTheDocument();
  },
};

/** A visitor's game saves: the relay answers login_required and the page shows its login prompt. */
export const VisitorNeedsAnAccount: Story = {
  name: 'Visitor: a call that needs an account (login prompt)',
  parameters: { sandbox: { persona: 'guest' } },
  args: { calls: [['saves.write', { slot: 1, data: 'level=3' }]] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent(gameStrings.sdkLoginRequired);
    await waitFor(() => expect(received().getByText(/"code":"login_required"/)).toBeInTheDocument(), { timeout: 5000 });
  },
};

/** The player already has First Blood (the seed's): the answer says so and the page shows nothing. */
export const AlreadyUnlocked: Story = {
  name: 'Player: an achievement already unlocked (nothing shown)',
  parameters: { sandbox: { persona: 'player' } },
  args: { calls: [['achievements.unlock', { achievement: 'first-blood' }]] },
  play: async () => {
    await waitFor(() => expect(received().getByText(/"unlocked_now":false/)).toBeInTheDocument(), { timeout: 5000 });
    await expect(screen.queryAllByRole('status').filter((t) => t.textContent?.includes('Achievement Unlocked'))).toHaveLength(0);
    await expect(document.querySelector('[data-confetti]')).toBeNull();
  },
};
