import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_CATEGORIES } from '@portal/domain';
import { contrastRatio, deriveHighlightColours, readableTextColour } from './colour.ts';
import { defaultTokens } from './tokens/default.ts';
import { defaultTransactionTypeColours } from './transaction-types.css.ts';
import { breakpoints, layout, media } from './layout.ts';
import { ThemeProvider, useTheme } from './ThemeProvider.tsx';
import { northgateTheme } from './themes.ts';

function ShowTheme() {
  const theme = useTheme();
  return <img src={theme.logoSrc} alt={theme.logoAlt} data-branded={String(theme.isBranded)} />;
}

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#f78f21', '#f78f21')).toBe(1);
  });

  it('is symmetric and accepts short hex', () => {
    expect(contrastRatio('#fff', '#1d5c96')).toBeCloseTo(contrastRatio('#1d5c96', '#ffffff'), 10);
  });
});

describe('transaction type colours (spec §9)', () => {
  it('gives each analysis category its own colour, at least 3:1 on the surface (WCAG 1.4.11)', () => {
    const colours = defaultTransactionTypeColours;
    expect(Object.keys(colours).sort()).toEqual([...ANALYSIS_CATEGORIES].sort());
    expect(new Set(Object.values(colours)).size).toBe(ANALYSIS_CATEGORIES.length);
    for (const colour of Object.values(colours)) expect(contrastRatio(colour, defaultTokens.colour.surface)).toBeGreaterThanOrEqual(3);
  });
});

describe('readableTextColour', () => {
  it('puts dark text on the default orange, meeting 4.5:1', () => {
    const text = readableTextColour('#f78f21');
    expect(text).toBe('#1a1a1a');
    expect(contrastRatio(text, '#f78f21')).toBeGreaterThanOrEqual(4.5);
  });

  it('puts white text on a dark firm blue', () => {
    expect(readableTextColour('#1d5c96')).toBe('#ffffff');
  });
});

describe('deriveHighlightColours', () => {
  it.each(['#f78f21', '#1d5c96', '#ffee00', '#00ff00', '#222222', '#e0e0e0'])('keeps every derived pair accessible for %s', (colour) => {
    const derived = deriveHighlightColours(colour);
    expect(contrastRatio(derived.onHighlight, derived.highlight)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(derived.onHighlight, derived.highlightHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(derived.highlightText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(derived.focusRing, '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});

describe('layout tokens', () => {
  it('match the spec', () => {
    expect(breakpoints).toEqual({ mobileMax: 959, desktopMin: 960 });
    expect(layout.topBarHeight).toEqual({ desktop: 116, mobile: 76 });
    expect(layout.contentMaxWidth).toBe(1400);
    expect(media.desktop).toContain('min-width: 960px');
    expect(media.mobile).toContain('max-width: 959px');
  });
});

describe('ThemeProvider', () => {
  it('applies the default theme and logo without a firm theme', () => {
    const { container } = render(
      <ThemeProvider>
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img', { name: 'Harbour Wealth' })).toHaveAttribute('data-branded', 'false');
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).not.toBe('');
    expect(root.getAttribute('style')).toBeNull();
  });

  it('overrides highlight variables inline for a firm and exposes its logo', () => {
    const { container } = render(
      <ThemeProvider theme={northgateTheme}>
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img', { name: 'Northgate Partners' })).toHaveAttribute('data-branded', 'true');
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('data-theme', 'Northgate Partners');
    const style = root.getAttribute('style') ?? '';
    expect(style).toContain('#1d5c96');
    expect(style).toContain('#ffffff');
  });

  it('ignores an invalid highlight colour from the server', () => {
    const { container } = render(
      <ThemeProvider theme={{ highlightColour: 'not-a-colour', themeName: 'Broken' }}>
        <ShowTheme />
      </ThemeProvider>,
    );
    expect((container.firstElementChild as HTMLElement).getAttribute('style')).toBeNull();
  });
});
