import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

/** Spec §9: the news container is at most 860 px wide. */
export const NEWS_MAX_WIDTH_PX = 860;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, width: '100%', maxWidth: NEWS_MAX_WIDTH_PX });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg });
