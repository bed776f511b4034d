import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // mocks/: the demo's own tools (the sandbox panel) have stories too.
  stories: ['../src/**/*.stories.@(ts|tsx)', '../stories/**/*.stories.@(ts|tsx)', '../mocks/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', 'msw-storybook-addon'],
  // mocks/public: the mock service worker and the mock media, which production builds never ship.
  staticDirs: ['../public', '../mocks/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // Storybook builds in production mode but runs the mocks, which read query and body schemas from the
  // contract: it keeps the full contract, not the production build's schema-less one (ADR 0008).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // Stories show every ad state: the ads' code is always built here (vite.config.ts, `adsBuild`).
    define: { ...viteConfig.define, ORBITAL_ADS_BUILD: 'true' },
    plugins: (viteConfig.plugins ?? []).flat().filter((plugin) => !(plugin && 'name' in plugin && plugin.name === 'orbital-lite-contract')),
  }),
};
export default config;
