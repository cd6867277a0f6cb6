/**
 * The colours a firm's highlight sets at runtime (ThemeProvider), as their own small contract: the
 * browser's JS carries only these six variable names, not the whole theme contract, which the
 * stylesheets alone need (`contract.css.ts` merges them back into `vars.colour`).
 */
import { createThemeContract } from '@vanilla-extract/css';

export const highlightContract = createThemeContract({
  /** Brand highlight (buttons, current navigation item, accents). */
  highlight: null,
  highlightHover: null,
  /** Text and icons placed on the highlight colour. */
  onHighlight: null,
  /** The highlight shade that is readable as text on the page (links). */
  highlightText: null,
  /** A pale tint of the highlight for selected backgrounds. */
  highlightSubtle: null,
  focusRing: null,
});
