/**
 * The searchable dropdown of the adviser's client-selection screen (spec §2, §9): a RAC ComboBox
 * with a visible label that filters as the user types (case-insensitive 'contains'), shows a
 * spinner while loading and an empty text when there is nothing to choose. The list is virtualised
 * so a firm with 1,000 clients stays smooth.
 */
import { commonTexts } from '@portal/domain';
import { useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import {
  Button,
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListLayout,
  Text,
  Virtualizer,
  useFilter,
} from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { Icon } from '../icons/Icon.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Popover } from '../overlays/Popover.tsx';
import * as styles from './SearchableSelect.css.ts';
import { listHeight, searchableSelectSizes } from './sizes.ts';
import { cx } from '../utils/cx.ts';

export interface SearchableSelectItem {
  id: string;
  /** Shown in the list and in the input once chosen; what the filter matches. */
  label: string;
}

export interface SearchableSelectProps {
  /** The visible label, e.g. 'Select a firm'. */
  label: string;
  items: readonly SearchableSelectItem[];
  /** The chosen item's id; null or undefined for none (controlled). */
  selectedKey?: string | null;
  onSelectionChange?: (key: string | null) => void;
  /** Shows a spinner and 'Loading', and disables the field. @default false */
  isLoading?: boolean;
  /** @default 'Loading' */
  loadingText?: string;
  /** Shown when there are no items at all, e.g. 'There are no locations available'. */
  emptyText?: string;
  /** Shown when the typed text matches no item. @default 'No matches found' */
  noMatchesText?: string;
  /** 76 px items on screens up to 425 px (the firm list). @default false */
  tall?: boolean;
  placeholder?: string;
  isDisabled?: boolean;
  className?: string;
}

const narrowQuery = `(max-width: ${searchableSelectSizes.tallMaxScreenWidth}px)`;

function subscribeNarrow(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(narrowQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isNarrow = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(narrowQuery).matches;

/** The listbox sized from the number of items the ComboBox currently shows (filtered or all). */
function SizedListBox({ itemHeight, emptyState }: { itemHeight: number; emptyState: ReactNode }) {
  const count = useContext(ComboBoxStateContext)?.collection.size ?? 0;
  return (
    <ListBox<SearchableSelectItem>
      className={styles.listBox}
      style={count > 0 ? { height: listHeight(count, itemHeight) } : undefined}
      renderEmptyState={() => <div className={styles.empty}>{emptyState}</div>}
    >
      {(item) => (
        <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
          <span className={styles.optionLabel}>{item.label}</span>
        </ListBoxItem>
      )}
    </ListBox>
  );
}

export function SearchableSelect({
  label,
  items,
  selectedKey,
  onSelectionChange,
  isLoading = false,
  loadingText = commonTexts.loading,
  emptyText,
  noMatchesText = commonTexts.searchNoMatches,
  tall = false,
  placeholder,
  isDisabled = false,
  className,
}: SearchableSelectProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
  const itemHeight = tall && narrow ? searchableSelectSizes.tallItemHeight : searchableSelectSizes.itemHeight;
  const isEmpty = !isLoading && items.length === 0;

  return (
    <ComboBox<SearchableSelectItem>
      className={cx(styles.field, className)}
      defaultItems={items}
      defaultFilter={contains}
      value={selectedKey ?? null}
      onChange={(key: Key | null) => onSelectionChange?.(key === null ? null : String(key))}
      isDisabled={isDisabled || isLoading}
      allowsEmptyCollection
      data-loading={isLoading || undefined}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.group}>
        <Input className={styles.input} placeholder={placeholder} />
        {isLoading && (
          <span className={styles.loading}>
            <Spinner size="small" label={loadingText} />
            <span aria-hidden="true">{loadingText}</span>
          </span>
        )}
        <Button className={styles.button}>
          <Icon name="chevronDown" size={18} />
        </Button>
      </div>
      {isEmpty && emptyText && (
        <Text slot="description" className={styles.description}>
          {emptyText}
        </Text>
      )}
      <Popover className={styles.popover} placement="bottom start">
        <Virtualizer layout={ListLayout} layoutOptions={{ rowSize: itemHeight }}>
          <SizedListBox itemHeight={itemHeight} emptyState={items.length === 0 ? (emptyText ?? noMatchesText) : noMatchesText} />
        </Virtualizer>
      </Popover>
    </ComboBox>
  );
}
