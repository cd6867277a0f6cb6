/** Every story renders inside ThemeProvider; the toolbar switches between the default and a firm theme. */
import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider, northgateTheme } from '@portal/ui/themes';

const themes = {
  default: undefined,
  northgate: northgateTheme,
} as const;

type ThemeKey = keyof typeof themes;

const withTheme: Decorator = (Story, context) => {
  const key = (context.globals['theme'] as ThemeKey | undefined) ?? 'default';
  return (
    <ThemeProvider theme={themes[key] ?? undefined}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Firm theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default' },
          { value: 'northgate', title: 'Northgate Partners (branded)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
