/** What the client layout hands to every client screen. */
import { useOutletContext } from 'react-router-dom';
import type { ClientResource, UserSession } from '@portal/api/browser';

export interface ClientOutletContext {
  client: ClientResource;
  session: UserSession;
}

export function useClient(): ClientOutletContext {
  return useOutletContext<ClientOutletContext>();
}
