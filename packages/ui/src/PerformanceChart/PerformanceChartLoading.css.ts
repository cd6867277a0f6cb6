// The chart's box, shared by the chart and its loading state (kept apart so the loading state carries no chart code).
import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%', minWidth: 0 });

export const placeholder = style({ display: 'grid', placeItems: 'center', minHeight: 200 });
