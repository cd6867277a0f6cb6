/**
 * The personal feature's server calls (spec §7, issue 11): the client resource (every section's
 * data) and an account's nickname, whose save also updates the portal's shared copy of the client.
 */
import { routes, type ClientResource } from '@portal/api/browser';
import { call } from '../../shared/api-client.ts';
import { updateClientResource } from '../../shared/client/update-client-resource.ts';

export const personalApi = {
  // Account security (issue 30 items 4, 5): the signed-in devices and the access log, Personal details' own.
  signedInDevices: () => call(routes.signedInDevices),
  endDeviceSession: (sessionId: string) => call(routes.endDeviceSession, { params: { sessionId } }),
  endOtherDeviceSessions: () => call(routes.endOtherDeviceSessions),
  accessLog: (clientId: number, page: number) => call(routes.accessLog, { params: { clientId }, query: { page } }),
  client: (clientId: number, signal?: AbortSignal) => call(routes.client, { params: { clientId }, signal }),
  /** Saves the nickname (trimmed, as the server keeps it) and shows it on every screen. */
  async renameAccount(clientId: number, accountNumber: string, alias: string): Promise<string> {
    const saved = await call(routes.accountAlias, { params: { accountNumber }, json: { alias: alias.trim() } });
    await updateClientResource(clientId, (client: ClientResource) => ({
      ...client,
      accounts: client.accounts.map((account) =>
        account.accountNumber === saved.accountNumber ? { ...account, alias: saved.alias } : account,
      ),
    }));
    return saved.alias;
  },
};
