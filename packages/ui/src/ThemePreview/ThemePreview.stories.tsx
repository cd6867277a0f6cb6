import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { northgateLogoSrc } from '../themes/logos.ts';
import { THEME_FILE_NAME } from './theme-file.ts';
import { ThemePreview, previewTexts } from './ThemePreview.tsx';

/**
 * For branding teams: type a firm's highlight colour, give a logo (file or URL) and look through the
 * key screens in that theme. A colour failing WCAG AA shows a warning (see ThemePreview.test.tsx;
 * a failing colour is not a story because every story must itself pass axe).
 */
const meta = {
  title: 'Branding/ThemePreview',
  component: ThemePreview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ThemePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultTheme: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: previewTexts.colour })).toHaveValue('#f78f21');
    await expect(canvas.getByRole('status')).toHaveTextContent('passes WCAG AA');
  },
};

export const FirmColourAndLogo: Story = {
  args: { initialColour: '#1d5c96', initialLogoUrl: northgateLogoSrc, firmName: 'Northgate Partners' },
};

export const LoginScreen: Story = { args: { initialColour: '#0f7b6c', initialScreen: 'login', firmName: 'Harbour Wealth' } };

export const AccountSummaryScreen: Story = {
  args: { initialColour: '#1d5c96', initialScreen: 'account-summary', firmName: 'Northgate Partners' },
};

export const TransactionsScreen: Story = { args: { initialColour: '#8a2be2', initialScreen: 'transactions', firmName: 'Violet Capital' } };

export const ChangeColour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: previewTexts.colour });
    await userEvent.clear(input);
    await userEvent.type(input, '#1d5c96');
    await expect(canvas.getByRole('status')).toHaveTextContent('6.95:1');
    await userEvent.click(canvas.getByRole('tab', { name: 'Transactions' }));
    await expect(canvas.getByRole('tab', { name: 'Transactions' })).toHaveAttribute('aria-selected', 'true');
  },
};

const NORTHGATE_SVG = decodeURIComponent(northgateLogoSrc.slice('data:image/svg+xml,'.length));

/** The theme with an SVG logo and a location, ready to download as branding.jsonl for the import. */
export const DownloadTheme: Story = {
  args: { initialColour: '#1D5C96', initialLogoSvg: NORTHGATE_SVG, initialLocationId: '40000012', firmName: 'Northgate Partners' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const created: Blob[] = [];
    const createObjectURL = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:theme';
    });
    const revokeObjectURL = spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    // The download itself: an anchor named branding.jsonl is clicked (not followed: the test keeps the page).
    const clicked: string[] = [];
    const onClick = (event: MouseEvent) => {
      const anchor = event.target as HTMLAnchorElement;
      if (anchor.download) {
        clicked.push(anchor.download);
        event.preventDefault();
      }
    };
    document.addEventListener('click', onClick, true);
    try {
      await userEvent.click(canvas.getByRole('button', { name: previewTexts.download }));
      await expect(clicked).toEqual([THEME_FILE_NAME]);
      await expect(JSON.parse(await created[0]!.text())).toEqual({
        location_id: '40000012',
        highlight_colour: '#1d5c96',
        logo_svg: NORTHGATE_SVG.trim(),
      });
    } finally {
      document.removeEventListener('click', onClick, true);
      createObjectURL.mockRestore();
      revokeObjectURL.mockRestore();
    }
  },
};

/** A logo given by URL cannot travel in the theme file: the preview says so. */
export const LogoUrlNotInThemeFile: Story = {
  args: { initialColour: '#1d5c96', initialLogoUrl: northgateLogoSrc, firmName: 'Northgate Partners' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(previewTexts.logoNotInFile)).toBeVisible();
  },
};
