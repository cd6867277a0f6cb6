/** Dropdown sizes of spec §2 (account selector) and §9 (dropdown lists), named once for styles and tests. */
export const accountSelectorSizes = {
  /** The selector never grows wider than this, in px. */
  maxWidth: 300,
  /** Lists of up to this many items show without a scrollbar. */
  maxItemsWithoutScroll: 7,
  /** Height of one option, in px. */
  itemHeight: 42,
  /** Height of a longer, scrolling list, in px. */
  listHeight: 315,
} as const;
