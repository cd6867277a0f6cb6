/**
 * The WCAG AA check of a firm colour: the highlight carries text (buttons, the current navigation
 * item), so the text colour the theme puts on it must reach 4.5:1.
 */
import { contrastRatio, isHexColour, readableTextColour } from '../themes/colour.ts';

export const WCAG_AA_TEXT_RATIO = 4.5;

export interface HighlightContrast {
  /** The text colour the theme puts on the highlight. */
  textColour: string;
  ratio: number;
  passesAA: boolean;
}

export function highlightContrast(highlight: string): HighlightContrast | undefined {
  if (!isHexColour(highlight)) return undefined;
  const textColour = readableTextColour(highlight);
  const ratio = contrastRatio(highlight, textColour);
  return { textColour, ratio, passesAA: ratio >= WCAG_AA_TEXT_RATIO };
}
