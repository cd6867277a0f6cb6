/**
 * The transaction search box (spec §2, §5): placeholder 'search transactions..', 233 px wide, with
 * the domain's suggestions grouped as 'Assets' and 'Transaction Types'. A RAC ComboBox that accepts
 * any text: every keystroke goes to `onChange`, picking a suggestion to `onSelect`.
 */
import { useMemo, useState } from 'react';
import {
  Button,
  Collection,
  ComboBox,
  Group,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Text,
} from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { transactionsTexts } from '@portal/domain';
import type { Suggestion, SuggestionGroup } from '@portal/domain';
import { Icon } from '../icons/Icon.tsx';
import { Popover } from '../overlays/Popover.tsx';
import { visuallyHidden } from '../utils/visually-hidden.css.ts';
import * as styles from './TransactionSearch.css.ts';
import { cx } from '../utils/cx.ts';

export interface TransactionSearchProps {
  /** The search term. */
  value: string;
  /** Every edit of the term, including the clear button ('') and a picked suggestion (its label). */
  onChange: (term: string) => void;
  /** The domain's `suggest(index, value)`; an empty list keeps the popover closed. */
  suggestions: readonly SuggestionGroup[];
  /** A suggestion was picked (after `onChange` with its label). */
  onSelect?: (suggestion: Suggestion) => void;
  /** Accessible name (visually hidden). @default 'Search transactions' */
  label?: string;
  /** @default 'search transactions..' */
  placeholder?: string;
  /** Accessible name of the clear button. @default 'Clear search' */
  clearLabel?: string;
  isDisabled?: boolean;
  className?: string;
}

interface SectionItem {
  id: string;
  label: string;
  items: { id: string; suggestion: Suggestion }[];
}

const suggestionId = (s: Suggestion): string => `${s.kind}\u001f${s.label}\u001f${s.code ?? ''}`;

export function TransactionSearch({
  value,
  onChange,
  suggestions,
  onSelect,
  label = transactionsTexts.searchLabel,
  placeholder = transactionsTexts.searchPlaceholder,
  clearLabel = transactionsTexts.clearSearch,
  isDisabled,
  className,
}: TransactionSearchProps) {
  // The term a suggestion was just picked for: its own suggestions would reopen the popover.
  const [pickedTerm, setPickedTerm] = useState<string | null>(null);
  const sections = useMemo<SectionItem[]>(
    () =>
      suggestions.map((g) => ({ id: g.label, label: g.label, items: g.suggestions.map((s) => ({ id: suggestionId(s), suggestion: s })) })),
    [suggestions],
  );
  const byId = useMemo(() => new Map(sections.flatMap((s) => s.items.map((i) => [i.id, i.suggestion] as const))), [sections]);

  const items = pickedTerm !== null && pickedTerm === value ? [] : sections;

  const onSelectionChange = (key: Key | null) => {
    const suggestion = key === null ? undefined : byId.get(String(key));
    if (!suggestion) return;
    setPickedTerm(suggestion.label);
    onChange(suggestion.label);
    onSelect?.(suggestion);
  };

  return (
    <ComboBox
      className={cx(styles.root, className)}
      items={items}
      // RAC builds the collection a render after the items change, so on the first keystroke it
      // would still see the empty list and stay closed: let it open whenever there are suggestions.
      allowsEmptyCollection={items.length > 0}
      inputValue={value}
      onInputChange={onChange}
      // Never holds a selection: the term is the state, a pick only sets it.
      selectedKey={null}
      onSelectionChange={onSelectionChange}
      allowsCustomValue
      menuTrigger="input"
      isDisabled={isDisabled}
    >
      <Label className={visuallyHidden}>{label}</Label>
      <Group className={styles.field}>
        <Input className={styles.input} placeholder={placeholder} />
        {value !== '' && (
          // slot={null}: not the ComboBox's own trigger button.
          <Button slot={null} className={styles.clear} aria-label={clearLabel} onPress={() => onChange('')} isDisabled={isDisabled}>
            <Icon name="close" size={16} />
          </Button>
        )}
      </Group>
      <Popover className={styles.popover} placement="bottom start">
        <ListBox<SectionItem> className={styles.listBox}>
          {(section) => (
            <ListBoxSection id={section.id} className={styles.section}>
              <Header className={styles.header}>{section.label}</Header>
              <Collection items={section.items}>
                {(item) => (
                  <ListBoxItem id={item.id} textValue={item.suggestion.label} className={styles.option}>
                    <Text slot="label">{item.suggestion.label}</Text>
                    {item.suggestion.code && (
                      <Text slot="description" className={styles.code}>
                        {item.suggestion.code}
                      </Text>
                    )}
                  </ListBoxItem>
                )}
              </Collection>
            </ListBoxSection>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
