/**
 * The adviser's client-selection screen (spec §2): header with the firm logo and Logout, a
 * searchable 'Select a firm', then the searchable 'Select or search for the client' (its button opens the
 * whole list; typing filters it), the empty and failure texts, and the help. Controlled and free of data
 * fetching: the route feeds it.
 */
import { useEffect, useState } from 'react';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { SearchableSelect } from '../SearchableSelect/SearchableSelect.tsx';
import type { SearchableSelectItem } from '../SearchableSelect/SearchableSelect.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { AdviserHeader } from './AdviserHeader.tsx';
import { AdviserHelp } from './AdviserHelp.tsx';
import * as styles from './AdviserSelection.css.ts';
import { defaultAdviserSelectionLabels } from './labels.ts';
import type { AdviserSelectionLabels } from './labels.ts';

export interface AdviserLocation {
  locationId: number;
  name: string;
}

export interface AdviserClient {
  clientId: number;
  forename: string;
  surname: string;
}

export const adviserLoadStatuses = ['loading', 'error', 'ready'] as const;
export type AdviserLoadStatus = (typeof adviserLoadStatuses)[number];

export interface AdviserSelectionProps {
  locationsStatus: AdviserLoadStatus;
  locations: readonly AdviserLocation[];
  selectedLocationId: number | null;
  onLocationChange: (locationId: number | null) => void;
  /** The clients of the selected location (already sorted and de-duplicated). */
  clientsStatus: AdviserLoadStatus;
  clients: readonly AdviserClient[];
  onClientSelect: (clientId: number) => void;
  /** Impersonation is starting: a spinner, and the lists are disabled. @default false */
  isStarting?: boolean;
  /** A failure of the impersonation start (catalogue text). */
  errorMessage?: string | null;
  onLogout: () => void;
  /** @default false */
  isLoggingOut?: boolean;
  /** The screen's words (each defaults to `adviserTexts` in @portal/domain); pass only those to change. */
  labels?: Partial<AdviserSelectionLabels>;
}

const clientItems = (clients: readonly AdviserClient[], text: AdviserSelectionLabels): SearchableSelectItem[] =>
  clients.map((c) => ({ id: String(c.clientId), label: text.clientOption(c.forename, c.surname, c.clientId) }));

/**
 * The client list: shows the client being opened while impersonation starts, and is empty again once a
 * start ends without leaving the screen (a failure), so the same client can be chosen again.
 */
function ClientSelect({
  clients,
  clientsStatus,
  onClientSelect,
  isStarting,
  text,
}: Pick<AdviserSelectionProps, 'clients' | 'clientsStatus' | 'onClientSelect'> & { isStarting: boolean; text: AdviserSelectionLabels }) {
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    if (!isStarting) setChosen(null);
  }, [isStarting]);
  return (
    <SearchableSelect
      label={text.selectClient}
      items={clientItems(clients, text)}
      selectedKey={chosen}
      onSelectionChange={(key) => {
        if (key === null) return;
        setChosen(key);
        onClientSelect(Number(key));
      }}
      isLoading={clientsStatus === 'loading'}
      emptyText={clientsStatus === 'ready' && clients.length === 0 ? text.noClients : undefined}
      isDisabled={isStarting}
    />
  );
}

const firmItems = (locations: readonly AdviserLocation[], text: AdviserSelectionLabels): SearchableSelectItem[] =>
  locations.map((l) => ({ id: String(l.locationId), label: text.firmOption(l.name, l.locationId) }));

export function AdviserSelection({
  locationsStatus,
  locations,
  selectedLocationId,
  onLocationChange,
  clientsStatus,
  clients,
  onClientSelect,
  isStarting = false,
  errorMessage = null,
  onLogout,
  isLoggingOut = false,
  labels,
}: AdviserSelectionProps) {
  const text = { ...defaultAdviserSelectionLabels, ...labels };
  const fetchFailed = <MessageBanner severity="error">{text.fetchFailed}</MessageBanner>;
  const hasFirm = locationsStatus === 'ready' && selectedLocationId !== null;
  return (
    <div className={styles.page}>
      <AdviserHeader onLogout={onLogout} isLoggingOut={isLoggingOut} logoutLabel={text.logout} />
      <main className={styles.main} id="main-content" tabIndex={-1}>
        <h1 className={styles.title}>{text.title}</h1>
        <div className={styles.panel}>
          {locationsStatus === 'error' ? (
            fetchFailed
          ) : (
            <SearchableSelect
              label={text.selectFirm}
              items={firmItems(locations, text)}
              selectedKey={selectedLocationId === null ? null : String(selectedLocationId)}
              onSelectionChange={(key) => onLocationChange(key === null ? null : Number(key))}
              isLoading={locationsStatus === 'loading'}
              emptyText={text.noLocations}
              isDisabled={isStarting}
              tall
            />
          )}
          {hasFirm &&
            (clientsStatus === 'error' ? (
              fetchFailed
            ) : (
              // Keyed by firm: a new firm starts with an empty client search.
              <ClientSelect
                key={selectedLocationId}
                clients={clients}
                clientsStatus={clientsStatus}
                onClientSelect={onClientSelect}
                isStarting={isStarting}
                text={text}
              />
            ))}
          {isStarting && (
            <div className={styles.loadingRow}>
              <Spinner size="small" label={text.starting} />
            </div>
          )}
          {errorMessage && <MessageBanner severity="error">{errorMessage}</MessageBanner>}
        </div>
        <AdviserHelp labels={text} />
      </main>
    </div>
  );
}
