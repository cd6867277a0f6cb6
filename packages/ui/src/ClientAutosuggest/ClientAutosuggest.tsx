/**
 * The client autosuggest of spec §2 Common interface: a RAC ComboBox with the placeholder
 * 'Type client...' that suggests clients whose id plus forename and surname contain the typed text
 * (case-insensitive), never one already chosen; at most 280 px wide. Choosing one reports it and
 * clears the field for the next.
 */
import { clientAutosuggestTexts, clientSuggestionText, commonTexts, suggestClients, type SuggestableClient } from '@portal/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Text, type Key } from 'react-aria-components';
import { Popover } from '../overlays/Popover.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { visuallyHidden } from '../utils/visually-hidden.css.ts';
import * as styles from './ClientAutosuggest.css.ts';

export interface ClientAutosuggestProps<T extends SuggestableClient> {
  clients: readonly T[];
  /** Ids of the clients already chosen: not suggested. */
  chosenIds?: readonly number[];
  onSelect: (client: T) => void;
  /** The accessible name. @default 'Client' */
  label?: string;
  /** Show the label above the field. @default false (the placeholder says what to type) */
  showLabel?: boolean;
  /** @default 'Type client...' */
  placeholder?: string;
  /** Shown when nothing matches. @default 'No matches found' */
  noMatchesText?: string;
  isDisabled?: boolean;
  /** How an option reads, and what the typed text is matched against. @default 'clientId forename surname' */
  optionText?: (client: T) => string;
  /** The clients are still loading: a spinner, and the field is disabled. @default false */
  isLoading?: boolean;
  /** @default 'Loading' */
  loadingText?: string;
  /** A note under the field, e.g. that there are no clients at all. */
  description?: string;
}

export function ClientAutosuggest<T extends SuggestableClient>({
  clients,
  chosenIds = [],
  onSelect,
  label = clientAutosuggestTexts.label,
  showLabel = false,
  placeholder = clientAutosuggestTexts.placeholder,
  noMatchesText = clientAutosuggestTexts.noMatches,
  isDisabled = false,
  optionText = clientSuggestionText,
  isLoading = false,
  loadingText = commonTexts.loading,
  description,
}: ClientAutosuggestProps<T>) {
  const [text, setText] = useState('');
  // Each choice starts a fresh field (clearing the text of a focused ComboBox would reopen its list);
  // focus stays in it for the next client.
  const [round, setRound] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (round > 0) input.current?.focus();
  }, [round]);
  const suggestions = suggestClients(clients, text, chosenIds, optionText);
  const choose = (key: Key | null) => {
    const client = key === null ? undefined : clients.find((c) => String(c.clientId) === String(key));
    if (!client) return;
    onSelect(client);
    setText('');
    setRound((n) => n + 1);
  };
  return (
    <ComboBox
      key={round}
      className={styles.field}
      items={suggestions}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      onSelectionChange={choose}
      menuTrigger="input"
      allowsEmptyCollection
      isDisabled={isDisabled || isLoading}
    >
      <Label className={showLabel ? styles.label : visuallyHidden}>{label}</Label>
      <Input ref={input} className={styles.input} placeholder={placeholder} />
      {isLoading && (
        <span className={styles.loading}>
          <Spinner size="small" label={loadingText} />
          <span aria-hidden="true">{loadingText}</span>
        </span>
      )}
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <Popover className={styles.popover} placement="bottom start">
        <ListBox<T> className={styles.listBox} renderEmptyState={() => <div className={styles.empty}>{noMatchesText}</div>}>
          {(client) => (
            <ListBoxItem id={String(client.clientId)} textValue={optionText(client)} className={styles.option}>
              {optionText(client)}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
