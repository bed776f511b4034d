import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { DialogHost } from '@/design-system/components/Dialog';
import { FeedbackModalProvider } from '@/features/shell/FeedbackModal';
import { defaultGameFrameEnvironment, GameFrameEnvironmentContext, type GameFrameEnvironment, type GameFrameProbe } from './frameEnvironment';

/*
 * Stories of the game page and its panels (not used by the app). Storybook serves no games origin, so
 * the frame's probe and what it loads come from here: a stand-in page that names the URL the frame
 * would load, so every state of the frame can be shown and asserted.
 */

/** A small, accessible page standing in for a game build: it shows the URL the real frame would load. */
export function standInGamePage(url: string): string {
  const escaped = url.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in game</title><style>
html,body{height:100%;margin:0}body{display:grid;place-items:center;background:radial-gradient(circle at 30% 20%,#5f3dd6,#0b0d1a 70%);color:#e3e5f3;font:16px system-ui,sans-serif;text-align:center}
main{padding:1rem}h1{margin:0 0 .5rem;font-size:1.75rem;letter-spacing:.08em}p{margin:0;word-break:break-all;color:#c8cbe0}</style></head>
<body><main><h1>Stand-in game</h1><p>${escaped}</p></main></body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}

export const probeOk: GameFrameProbe = () => Promise.resolve();
export const probeFails: GameFrameProbe = () => Promise.reject(new Error('The game answered 404.'));
/** Never answers (until aborted by its timeout): the frame stays in its loading state. */
export const probePending: GameFrameProbe = (_url, signal) =>
  new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));

export function storyFrameEnvironment(patch: Partial<GameFrameEnvironment> = {}): GameFrameEnvironment {
  return { ...defaultGameFrameEnvironment, probe: probeOk, resolveSrc: standInGamePage, ...patch };
}

/** The frame environment for stories: the stand-in by default, `parameters.gameFrame` to change it. */
export function GameFrameStoryEnvironment({ value, children }: { value?: Partial<GameFrameEnvironment>; children: ReactNode }) {
  return <GameFrameEnvironmentContext value={storyFrameEnvironment(value)}>{children}</GameFrameEnvironmentContext>;
}

/**
 * What a page story needs beyond PageStoryRouter: the shell's dialog host (the reactions' and reviews'
 * confirmations), its feedback modal (the ad slot's 'Report Ad') and the stand-in frame
 * (`parameters.gameFrame` overrides its environment).
 */
export const withGamePageShell: Decorator = (Story, context) => (
  <DialogHost>
    <FeedbackModalProvider>
      <GameFrameStoryEnvironment value={context.parameters.gameFrame as Partial<GameFrameEnvironment> | undefined}>
        <Story />
      </GameFrameStoryEnvironment>
    </FeedbackModalProvider>
  </DialogHost>
);

/** Panels with links: a memory router around the story. */
export const withRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);
