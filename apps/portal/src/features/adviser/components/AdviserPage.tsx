/**
 * The adviser's client-selection screen (spec §2): firms from GraphQL (the route loader's), the
 * remembered (or only) firm preselected, that firm's clients (loaded when a firm is chosen — the
 * user's choice, not the URL, decides them), and choosing one starts read-only impersonation.
 */
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdviserClientNode, AdviserLocationNode } from '@portal/api/browser';
import { impersonationSelectors } from '@portal/machines';
import { AdviserSelection, useFirmPreference, type AdviserLoadStatus } from '@portal/ui';
import { deferred, useSettled } from '../../../shared/load/Deferred.tsx';
import { usePromiseState } from '../../../shared/load/use-promise-state.ts';
import { paths } from '../../../shared/paths.ts';
import { resetSessionData } from '../../../shared/session-data.ts';
import { adviserCalls } from '../api.ts';
import { useImpersonation } from '../hooks/use-impersonation.ts';

const NO_CLIENTS: Promise<AdviserClientNode[]> = Promise.resolve([]);

interface SelectionProps {
  locationsStatus: AdviserLoadStatus;
  locations: AdviserLocationNode[];
}

/** The selection with the firm list in a known state; the clients follow the chosen firm. */
function Selection({ locationsStatus, locations }: SelectionProps) {
  const navigate = useNavigate();
  const { remembered, remember, initialFirm } = useFirmPreference();
  const [, send, actor] = useImpersonation();
  const isStarting = useSelector(actor, impersonationSelectors.isLoading);
  const startError = useSelector(actor, impersonationSelectors.error);
  const [isLoggingOut, setLoggingOut] = useState(false);
  // Decided once the firm list is there: the remembered firm if still visible, or the only one.
  const firmFor = () =>
    initialFirm(
      locations.map((l) => l.locationId),
      remembered(),
    );
  const [selected, setSelected] = useState<number | null>(() => (locationsStatus === 'ready' ? firmFor() : null));
  // The screen stays mounted while the firm list loads: the firm is decided when the list arrives.
  const [firmDecided, setFirmDecided] = useState(locationsStatus === 'ready');
  if (!firmDecided && locationsStatus === 'ready') {
    setFirmDecided(true);
    setSelected((current) => current ?? firmFor());
  }
  const clientsPromise = useMemo(() => (selected === null ? NO_CLIENTS : deferred(adviserCalls.locationClients(selected))), [selected]);
  // Not suspended: the firm picker keeps its focus while the chosen firm's clients load.
  const clients = usePromiseState(clientsPromise, `adviser:clients:${selected}`);

  const chooseFirm = (id: number | null) => {
    setSelected(id);
    remember(id);
  };

  const logout = async () => {
    setLoggingOut(true);
    try {
      await adviserCalls.logout();
    } catch {
      // The server session ends either way; the browser forgets it below.
    }
    // The session's data goes, the application state stays (spec §4), with the message login shows.
    await resetSessionData({ key: 'loggedOutAdviser', location: paths.login.path });
    navigate(paths.login.href(), { replace: true });
  };

  return (
    <AdviserSelection
      locationsStatus={locationsStatus}
      locations={locations}
      selectedLocationId={selected}
      onLocationChange={chooseFirm}
      clientsStatus={clients.status}
      clients={clients.data ?? []}
      onClientSelect={(clientId) => send({ type: 'impersonation.start', clientId })}
      isStarting={isStarting}
      errorMessage={startError}
      onLogout={() => void logout()}
      isLoggingOut={isLoggingOut}
    />
  );
}

const NO_LOCATIONS: AdviserLocationNode[] = [];

/**
 * One screen from the first paint: it stays mounted while the firm list loads (issue 31 item 4), so a
 * press made before the list arrives (Logout, the firm field) is not lost to a Suspense fallback
 * being swapped for new elements.
 */
export function AdviserPage({ locations }: { locations: Promise<AdviserLocationNode[]> }) {
  const settled = useSettled(locations, 'adviser:locations');
  if (settled.status === 'fulfilled') return <Selection locationsStatus="ready" locations={settled.data} />;
  return <Selection locationsStatus={settled.status === 'pending' ? 'loading' : 'error'} locations={NO_LOCATIONS} />;
}
