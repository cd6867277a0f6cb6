/** Example answers of the contract, shared by the portal's jsdom tests and its stories (plain data: no test runner). */
import type { UserSession } from './session.ts';

/** A logged-in client (demo.client), as GET /nui/session-info answers. */
export const clientSession: UserSession = {
  id: 1000010001,
  username: 'demo.client@example.com',
  termsAccepted: true,
  roles: [],
  lastLogin: '2025-11-01T09:00:00.000Z',
  isLoggedIn: true,
  currentUser: { forename: 'Alice', surname: 'Morgan', clientId: 1000010001 },
  userLocationId: null,
  adviserId: null,
  isReadOnly: false,
};
