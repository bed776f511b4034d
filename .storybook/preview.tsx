import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MotionGlobalConfig } from 'motion/react';
import { configure } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import { realtimeHandlers } from '../mocks/realtime/msw';
import { sandboxLoader } from '../mocks/sandbox/storybook';
import { preloadIcons } from '../src/design-system/icons/Icon';
import { DesignSystemProvider } from '../src/design-system/theme/ThemeProvider';

// axe reads mid-animation opacity as a contrast failure: stories render their end state.
MotionGlobalConfig.skipAnimations = true;

// Play functions' findBy*/waitFor give up after 1 s by default. The first story of a file also waits for
// the mock's first answers (the session, the page's data), which on a busy two-core runner can take longer
// (CI stop 31: the Guest shell story's LOGIN button). What they wait for is unchanged; vitest uses the same.
configure({ asyncUtilTimeout: 5000 });

/** Storybook's own files (the manager, the preview bundle, HMR, fonts, images): never an API gap. */
const STORYBOOK_INTERNAL = /\.eot$|\.mdx$|sb-common-assets|__webpack_hmr|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\./;

/**
 * The mock backend of every story: the shared handlers (the same as the demo, vitest and the HTTP mock
 * server) and the realtime mock, as msw-storybook-addon's initial handlers (they survive the reset
 * between stories). A story overrides calls with `parameters.msw.handlers` (prepended) and picks its
 * server state with `parameters.sandbox` (persona, scenario, now, fail, failStatus).
 */
async function startMockBackend() {
  const worker = setupWorker(...handlers, ...realtimeHandlers());
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledFrame: ({ frame, defaults }) => {
      const data: unknown = frame.data;
      const request = frame.protocol === 'http' && typeof data === 'object' && data !== null ? (data as { request?: unknown }).request : null;
      if (!(request instanceof Request)) return defaults.warn();
      const url = new URL(request.url);
      if (STORYBOOK_INTERNAL.test(request.url) || !url.pathname.includes('/v1/')) return;
      defaults.warn();
    },
  });
  return worker;
}

/** The icons' second half is lazy in the app (ADR 0008 › Icons): stories draw every icon at once. */
async function iconsLoader() {
  await preloadIcons();
  return {};
}

const preview: Preview = {
  loaders: [mswLoader(startMockBackend), sandboxLoader, iconsLoader],
  decorators: [
    (Story) => (
      <DesignSystemProvider>
        <Story />
      </DesignSystemProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    a11y: { test: 'error' },
    controls: { expanded: true },
    sandbox: { persona: 'guest', scenario: 'default' },
  },
};
export default preview;
