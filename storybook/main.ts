import type { StorybookConfig } from '@storybook/react-vite';
import { PAGE_HINTS_PLUGIN } from '../vite.page-hints.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: 'vite.config.ts' } } },
  stories: ['../ui/**/*.stories.tsx'],
  // The MSW service worker, and the app's own images, served next to the stories.
  staticDirs: ['./public', '../ui/public'],
  // The network is closed here: telemetry would only make every run wait.
  core: { disableTelemetry: true },
  // The page hints name the app's own pages and the chunks its build gives them; Storybook's build has neither.
  viteFinal: (vite) => ({
    ...vite,
    plugins: (vite.plugins ?? [])
      .flat()
      .filter((plugin) => !(plugin && 'name' in plugin && plugin.name === PAGE_HINTS_PLUGIN)),
  }),
};

export default config;
