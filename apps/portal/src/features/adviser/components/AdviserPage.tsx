/**
 * The adviser's client-selection screen (spec §2): firms from GraphQL, the remembered (or only)
 * firm preselected, that firm's clients, and choosing one starts read-only impersonation.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { generalTexts } from '@portal/domain';
import { impersonationSelectors } from '@portal/machines';
import { AdviserSelection, useFirmPreference, type AdviserLoadStatus } from '@portal/ui';
import { adviserCalls } from '../api.ts';
import { calls } from '../../../app/api.ts';
import { useImpersonation } from '../hooks/useImpersonation.ts';
import { useLoad, type LoadState } from '../../../shared/load/load.ts';
import { useMessages } from '../../../shared/messages.tsx';
import { paths } from '../../../shared/paths.ts';
import { sessionStore } from '../../../shared/session.ts';

const statusOf = (state: LoadState<unknown>): AdviserLoadStatus => (state.status === 'success' ? 'ready' : state.status);

const noClients = () => Promise.resolve([]);

export function AdviserPage() {
  const navigate = useNavigate();
  const { show } = useMessages();
  const { remembered, remember, initialFirm } = useFirmPreference();
  const [, send, actor] = useImpersonation();
  const isStarting = useSelector(actor, impersonationSelectors.isLoading);
  const startError = useSelector(actor, impersonationSelectors.error);
  const [isLoggingOut, setLoggingOut] = useState(false);

  const locations = useLoad('adviser:locations', adviserCalls.visibleLocations);
  // undefined: not decided yet (the firm list is loading); null: no firm chosen.
  const [selected, setSelected] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (selected === undefined && locations.state.status === 'success')
      setSelected(initialFirm(locations.state.data.map((l) => l.locationId), remembered()));
  }, [initialFirm, locations.state, remembered, selected]);

  const locationId = selected ?? null;
  const loadClients = useCallback(
    (signal: AbortSignal) => (locationId === null ? noClients() : adviserCalls.locationClients(locationId, signal)),
    [locationId],
  );
  const clients = useLoad(`adviser:clients:${locationId}`, loadClients);

  const chooseFirm = (id: number | null) => {
    setSelected(id);
    remember(id);
  };

  const logout = async () => {
    setLoggingOut(true);
    try {
      await calls.logout();
    } catch {
      // The server session ends either way; the browser forgets it below.
    }
    sessionStore.set(null);
    show({ severity: 'info', text: generalTexts.loggedOutAdviser, keepOnNavigate: true });
    navigate(paths.login.href(), { replace: true });
  };

  return (
    <AdviserSelection
      locationsStatus={statusOf(locations.state)}
      locations={locations.state.data ?? []}
      selectedLocationId={locationId}
      onLocationChange={chooseFirm}
      clientsStatus={statusOf(clients.state)}
      clients={clients.state.data ?? []}
      onClientSelect={(clientId) => send({ type: 'impersonation.start', clientId })}
      isStarting={isStarting}
      errorMessage={startError}
      onLogout={() => void logout()}
      isLoggingOut={isLoggingOut}
    />
  );
}
