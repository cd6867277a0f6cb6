/** A firm theme from the server resolved to what the themed frame applies: derived highlight colours as inline variables, the logo. */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { CSSProperties } from 'react';
import { deriveHighlightColours, isHexColour } from './colour.ts';
import type { HighlightColours } from './colour.ts';
import { highlightContract } from './highlight-contract.css.ts';
import { defaultHighlightColour } from './default.css.ts';
import { defaultLogoAlt, defaultLogoSrc } from './logos.ts';
import { defaultResolvedTheme, themeRootClassName, type ResolvedTheme } from './ThemeFrame.tsx';
import type { FirmTheme } from './themes.ts';

function highlightVars(colours: HighlightColours): CSSProperties {
  return assignInlineVars({
    [highlightContract.highlight]: colours.highlight,
    [highlightContract.highlightHover]: colours.highlightHover,
    [highlightContract.onHighlight]: colours.onHighlight,
    [highlightContract.highlightText]: colours.highlightText,
    [highlightContract.highlightSubtle]: colours.highlightSubtle,
    [highlightContract.focusRing]: colours.focusRing,
  }) as CSSProperties;
}

export function resolveTheme(theme: FirmTheme | undefined): ResolvedTheme {
  if (!theme) return defaultResolvedTheme;
  const validColour = isHexColour(theme.highlightColour) ? theme.highlightColour : undefined;
  const colours = validColour ? deriveHighlightColours(validColour) : undefined;
  return {
    highlightColour: colours?.highlight ?? defaultHighlightColour,
    logoSrc: theme.logoSrc ?? defaultLogoSrc,
    logoAlt: theme.logoSrc ? (theme.logoAlt ?? theme.themeName ?? '') : (theme.logoAlt ?? defaultLogoAlt),
    themeName: theme.themeName ?? (colours || theme.logoSrc ? 'Firm' : 'Default'),
    isBranded: Boolean(colours || theme.logoSrc),
    className: themeRootClassName,
    style: colours ? highlightVars(colours) : undefined,
  };
}
