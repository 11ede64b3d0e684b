import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: 'vite.config.ts' } } },
  stories: ['../ui/**/*.stories.tsx'],
  // The MSW service worker, and the app's own images, served next to the stories.
  staticDirs: ['./public', '../ui/public'],
  // The network is closed here: telemetry would only make every run wait.
  core: { disableTelemetry: true },
};

export default config;
