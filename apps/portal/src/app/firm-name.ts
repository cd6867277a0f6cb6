/**
 * The firm's name for the document title ('{page} – {firm or product}'): the name of the session's
 * location — the spec's firm (§2 Adviser: 'Select a firm', firm labels 'name locationId') — read from
 * its location resource (spec §7 locations), only when a firm theme is shown; the default theme keeps
 * the product's name. Who-am-i runs first when the user's location is not known yet. Client app only
 * (the public pages' titles name the product: their bundle stays as it is).
 */
import { useEffect, useState } from 'react';
import { href, routes, type LocationResource } from '@portal/api/browser';
import { api } from '../shared/api.ts';
import { useSession } from '../shared/session.ts';
import { learnUserLocation } from './user-location.ts';

export function useFirmName(branded: boolean): string | undefined {
  const session = useSession();
  const userKey = session ? `${session.username}:${session.id ?? ''}` : null;
  const locationId = session?.userLocationId ?? null;
  const [named, setNamed] = useState<{ key: string; name: string } | null>(null);
  useEffect(() => {
    if (!branded || userKey === null) return undefined;
    // The location arrives in the session, which runs this effect again.
    if (locationId === null) {
      void learnUserLocation();
      return undefined;
    }
    const controller = new AbortController();
    api.request<LocationResource>(href(routes.locationResource, { locationId }), null, { signal: controller.signal }).then(
      ({ name }) => !controller.signal.aborted && setNamed({ key: `${userKey}@${locationId}`, name }),
      // No name: the product's stays.
      () => undefined,
    );
    return () => controller.abort();
  }, [branded, userKey, locationId]);
  return branded && named?.key === `${userKey}@${locationId}` ? named.name : undefined;
}
