/**
 * Searchable dropdown sizes of spec §9: up to 7 items show without a scrollbar at 42 px each (76 px
 * for the firm list on screens up to 425 px); longer lists are 315 px high and scroll.
 */
import { accountSelectorSizes } from '../AccountSelector/dropdown.ts';

export const searchableSelectSizes = {
  maxItemsWithoutScroll: accountSelectorSizes.maxItemsWithoutScroll,
  itemHeight: accountSelectorSizes.itemHeight,
  /** Item height of a `tall` list on narrow screens. */
  tallItemHeight: 76,
  /** Screens up to this width (px) use `tallItemHeight` for a `tall` list. */
  tallMaxScreenWidth: 425,
  listHeight: accountSelectorSizes.listHeight,
  /** The field never grows wider than this, in px. */
  maxWidth: 480,
} as const;

/** Height in px of the open list for `count` items of `itemHeight`: exact up to 7 items, else fixed (scrolling). */
export function listHeight(count: number, itemHeight: number): number {
  return count <= searchableSelectSizes.maxItemsWithoutScroll ? count * itemHeight : searchableSelectSizes.listHeight;
}
