/** The news screen: the Home link under the heading. */
import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const homeLink = style({ display: 'inline-block', marginBlockEnd: vars.space.lg });
