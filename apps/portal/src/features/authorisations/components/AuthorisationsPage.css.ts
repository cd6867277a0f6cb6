/** The ad-hoc fees card's stack. */
import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.colour.textMuted, fontSize: vars.font.sizeSm });
