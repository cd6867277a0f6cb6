/** The default (Harbour Wealth) theme class, compiled from its token file, and the base text styles. */
import { createTheme, globalLayer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { defaultTokens } from './tokens/default.ts';

export { defaultHighlightColour } from './tokens/default.ts';

export const defaultThemeClass = createTheme(vars, defaultTokens);

/** Base text styles on the element that carries the theme (and on portalled overlays). */
export const themeRoot = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.colour.text,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  boxSizing: 'border-box',
});

/** Base page style: no default body margin (it framed the grey page in white), border-box everywhere. */
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
/** Money and other figures in tables line up digit under digit. */
globalStyle(`${themeRoot} td, ${themeRoot} th, ${themeRoot} dd`, { fontVariantNumeric: 'tabular-nums' });

/**
 * react-aria's pressables want this touch-action (no double-tap zoom delay) and inject it as an inline <style>, which
 * the portal's CSP (no inline styles) refuses. The rule lives here instead, in a layer as react-aria puts it, and the
 * portal's index.html carries the marker element (id `react-aria-pressable-style`) that stops the injection.
 */
const reactAriaLayer = globalLayer('react-aria');
globalStyle('[data-react-aria-pressable]', { '@layer': { [reactAriaLayer]: { touchAction: 'pan-x pan-y pinch-zoom' } } });
