/** Every story renders inside ThemeProvider; the toolbar switches between the default and a firm theme. */
import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
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

/**
 * After every story (in the UI and as a test): the decorator's ThemeProvider carries the theme
 * chosen in the toolbar, and its vanilla-extract class produced real CSS — the classic failure
 * leaves components unstyled or throwing.
 */
async function checkTheme({ canvasElement, globals }: StoryContext) {
  const expected = globals['theme'] === 'northgate' ? 'Northgate Partners' : 'Default';
  const el = canvasElement.querySelector('[data-theme]');
  if (!el) throw new Error('No ThemeProvider element in the story root');
  if (el.getAttribute('data-theme') !== expected)
    throw new Error(`data-theme is '${el.getAttribute('data-theme')}', expected '${expected}'`);
  if (!getComputedStyle(el).fontFamily.includes('system-ui')) throw new Error('Theme styles not applied');
}

const preview: Preview = {
  afterEach: checkTheme,
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
    a11y: {
      test: 'error',
      // Page-level rules do not apply to a component rendered on its own ('region' is off by default).
      config: {
        rules: [
          { id: 'landmark-one-main', enabled: false },
          { id: 'page-has-heading-one', enabled: false },
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
