/** The document preferences card's stack. */
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: 16 });

export const intro = style({ margin: 0 });
