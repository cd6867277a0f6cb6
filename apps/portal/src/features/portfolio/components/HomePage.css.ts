import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@portal/ui/themes';

export const section = style({ marginBlockEnd: vars.space.xl });
export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
});
export const item = style({ display: 'grid' });
/**
 * Label and value side by side: the label column is as wide as its longest label (it wrapped 'Account
 * value' over two lines before), the value takes the rest and wraps only between words.
 */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(min-content, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});
// A figure never breaks inside ('£64,494.8' / '7'): the value column is at least its longest word.
globalStyle(`${facts} > dd`, { margin: 0 });
export const total = style({ fontSize: vars.font.sizeHero, fontWeight: vars.font.weightBold, margin: 0 });
/** Spec §2: the performance graph is hidden on narrow screens. */
export const graph = style({ marginBlockStart: vars.space.lg, '@media': { [media.mobile]: { display: 'none' } } });
