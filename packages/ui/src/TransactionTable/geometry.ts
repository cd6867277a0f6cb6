/**
 * Fixed line heights the windowing relies on (px). Every table line has one height and every card
 * another, so the position of any line is its index times the height, with no measuring; a card
 * list's 'View all' lines have their own, and the list then keeps the lines' offsets.
 */
/** A table row; also a comfortable touch target for the expand button. */
export const ROW_HEIGHT = 44;
/** A card on narrow screens: title plus a two-column definition list of eight fields, and the gap below. */
export const CARD_HEIGHT = 240;
/** A card list's 'View all' / 'View less' line (spec §4.28): a button and the gap below. */
export const MORE_HEIGHT = 56;
/** Lines rendered beyond each edge of the viewport. */
export const DEFAULT_OVERSCAN = 6;
/** Height of the scrolling viewport when none is given. */
export const DEFAULT_VIEWPORT_HEIGHT = 600;
