/** The document preferences card's stack. */
import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const intro = style({ margin: 0 });
