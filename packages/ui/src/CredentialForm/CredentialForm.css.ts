import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

const grid = { display: 'grid', gap: vars.space.md } as const;

/** On a public page's panel (login, forgotten, register, reset); in a card of the client portal (change password). */
export const form = styleVariants({
  panel: { ...grid, marginBlock: vars.space.md },
  card: { ...grid, maxWidth: '32rem', marginBlockStart: vars.space.md },
});

/** The secondary action and submit: apart on a panel (Back to login … Submit), together at the end in a card. */
export const actions = styleVariants({
  panel: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, justifyContent: 'space-between' },
  card: { display: 'flex', gap: vars.space.md, justifyContent: 'flex-end' },
});

/** The username field with an addon beside it (the login's info popover). */
export const usernameRow = style({ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'end', gap: vars.space.sm });
