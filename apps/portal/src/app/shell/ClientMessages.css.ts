/** The message area keeps the page's heading a step below the banner. */
import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const region = style({ marginBottom: vars.space.md });
