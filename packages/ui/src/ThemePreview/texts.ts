/**
 * The theme preview's own words (Storybook only; the portal never shows them), apart from the component
 * so that end-to-end tests running in Node can name what they click (no styles imported here).
 */
import { WCAG_AA_TEXT_RATIO } from './contrast.ts';
import { THEME_FILE_NAME } from './theme-file.ts';

export { highlightContrast } from './contrast.ts';
export { THEME_FILE_NAME } from './theme-file.ts';

export const previewTexts = {
  title: 'Theme preview',
  colour: 'Highlight colour',
  colourHelp: 'A hex colour such as #1d5c96',
  colourInvalid: 'Enter # followed by six hexadecimal digits',
  logoUrl: 'Logo URL',
  logoFile: 'Logo file',
  screens: 'Screens',
  fails: (colour: string, ratio: number, text: string) =>
    `${colour} reaches only ${ratio.toFixed(2)}:1 against its text colour ${text}; WCAG AA needs ${WCAG_AA_TEXT_RATIO}:1 for text on buttons and the current navigation item. Choose a darker or lighter shade.`,
  passes: (ratio: number, text: string) => `Contrast ${ratio.toFixed(2)}:1 against its text colour ${text}: passes WCAG AA.`,
  locationId: 'Location ID (optional)',
  locationIdHelp: 'The back-office location this theme is for; leave blank for every location of the firm',
  download: 'Download theme',
  downloadHelp: `Saves ${THEME_FILE_NAME} for the portal's import: the highlight colour, the location and the logo when it is an SVG file.`,
  logoNotInFile: 'The logo is not in the theme file: only an SVG logo file can be. Choose an SVG file to include it.',
} as const;
