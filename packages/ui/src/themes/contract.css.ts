/** The one theme contract: every colour, space, radius, font and layout value components may use. */
import { createThemeContract } from '@vanilla-extract/css';
import { highlightContract } from './highlight-contract.css.ts';

const contract = createThemeContract({
  colour: {
    text: null,
    textMuted: null,
    background: null,
    surface: null,
    border: null,
    /** Borders of form controls (3:1 against the surface). */
    borderStrong: null,
    critical: null,
    criticalBackground: null,
    warning: null,
    warningBackground: null,
    info: null,
    infoBackground: null,
    positive: null,
    positiveBackground: null,
    /** Negative money amounts. */
    negativeAmount: null,
    overlay: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  /** Borders of fields (text fields, selects, combo boxes, date fields); their colour is `colour.borderStrong`. */
  border: {
    /** A field's border at rest, hovered or disabled. */
    fieldWidth: null,
    /** A field's border while invalid (with `colour.critical`): wider, so the state is not told by colour alone. */
    fieldWidthInvalid: null,
  },
  /** The one disabled look: every disabled control (field, button, checkbox, switch…) fades to this opacity. */
  opacity: { disabled: null },
  font: {
    family: null,
    sizeSm: null,
    sizeMd: null,
    sizeLg: null,
    sizeXl: null,
    sizeHero: null,
    weightRegular: null,
    weightMedium: null,
    weightBold: null,
    lineHeight: null,
  },
  shadow: { card: null, drawer: null },
  size: {
    /** Height of text fields, selects, buttons and other form controls. */
    controlHeight: null,
    /** Minimum width and height of icon buttons, menu items and other pointer targets. */
    touchTarget: null,
    /** The WCAG 2.2 (SC 2.5.8) floor, for dense targets such as checkbox rows. */
    touchTargetMin: null,
  },
  layout: {
    topBarHeightDesktop: null,
    topBarHeightMobile: null,
    contentMaxWidth: null,
    bottomNavHeight: null,
    sideNavWidth: null,
  },
});

/** The contract with the highlight colours (set at runtime for a firm, highlight-contract.css.ts) in `colour`. */
export const vars = { ...contract, colour: { ...highlightContract, ...contract.colour } };
