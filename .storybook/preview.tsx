import type { Preview } from '@storybook/react-vite';
import { MotionGlobalConfig } from 'motion/react';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { DesignSystemProvider } from '../src/design-system/theme/ThemeProvider';

// axe reads mid-animation opacity as a contrast failure: stories render their end state.
MotionGlobalConfig.skipAnimations = true;

const preview: Preview = {
  loaders: [mswLoader()],
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
  },
};
export default preview;
