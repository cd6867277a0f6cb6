/** The not-found page's address: a long unknown address wraps instead of scrolling the page sideways (SC 1.4.10). */
import { style } from '@vanilla-extract/css';

export const address = style({ overflowWrap: 'anywhere' });
