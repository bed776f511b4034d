// Story tests run in Debian's Chromium (browsers cannot be downloaded on our machines).
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';

const base = getJestConfig();

export default {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    },
  },
};
