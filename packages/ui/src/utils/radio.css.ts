/** Radio rows drawn as rings (a filled ring when chosen, not colour alone), shared by the dialogs' choices. */
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { focusRing } from './focus-ring.css.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weightMedium, marginBottom: vars.space.xs });

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled } },
});

export const dot = style({
  flex: 'none',
  width: 20,
  height: 20,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.colour.borderStrong}`,
  background: vars.colour.surface,
  selectors: {
    [`${radio}[data-selected] &`]: { borderWidth: 6, borderColor: vars.colour.highlight },
    [`${radio}[data-focus-visible] &`]: focusRing,
  },
});
