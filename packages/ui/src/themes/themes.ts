/** Theme values as the server delivers them: a firm has a highlight colour and a logo. */
import { northgateLogoSrc } from './logos.ts';

export interface FirmTheme {
  /** The firm's highlight colour as hex (`#1d5c96`). Invalid values fall back to the default. */
  highlightColour?: string;
  /** URL (or data URI) of the firm's logo image. */
  logoSrc?: string;
  /** Text alternative of the logo, usually the firm's name. */
  logoAlt?: string;
  /** Name of the theme, put on the themed element as `data-theme`. */
  themeName?: string;
}

/** The branded demo theme used by Storybook's theme switcher. */
export const northgateTheme: FirmTheme = {
  highlightColour: '#1d5c96',
  logoSrc: northgateLogoSrc,
  logoAlt: 'Northgate Partners',
  themeName: 'Northgate Partners',
};
