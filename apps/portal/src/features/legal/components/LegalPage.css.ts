/** Legal info's link list and the legal documents' readable column. */
import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/themes';

export const intro = style({ margin: 0 });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const document = style({ maxInlineSize: '48rem', lineHeight: vars.font.lineHeight });

export const updated = style({ color: vars.colour.textMuted });

export const sectionHeading = style({ fontSize: vars.font.sizeLg, marginBlockEnd: 0 });
