/** Storybook for @portal/ui and the portal's page-level stories. */
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/portal/src/**/*.stories.@(ts|tsx)'],
  // addon-vitest: the test widget in `npm run storybook`; chromatic-com: visual tests panel (needs a
  // Chromatic login, only in dev — the static build and the tests stay offline).
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest', '@chromatic-com/storybook'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Without the vanilla-extract plugin the build "succeeds" but every story throws
    // "Styles were unable to be assigned to a file" in the browser (docs/architecture/storybook.md,
    // "vanilla-extract in Storybook's Vite", says this and why optimizeDeps lists the sprinkles runtime).
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), '@vanilla-extract/sprinkles/createRuntimeSprinkles'],
    };
    return viteConfig;
  },
};

export default config;
