/**
 * The personal feature's server calls (spec §7, issue 11): the client resource (every section's
 * data) and an account's nickname, whose save also updates the portal's shared copy of the client.
 */
import type { ClientResource } from '@portal/api/browser';
import { calls } from '../../shared/api.ts';
import { updateClientResource } from '../../shared/client/client-resource.ts';

export const personalApi = {
  client: calls.client,
  /** Saves the nickname (trimmed, as the server keeps it) and shows it on every screen. */
  async renameAccount(clientId: number, accountNumber: string, alias: string): Promise<string> {
    const saved = await calls.accountAlias(accountNumber, { alias: alias.trim() });
    await updateClientResource(clientId, (client: ClientResource) => ({
      ...client,
      accounts: client.accounts.map((account) =>
        account.accountNumber === saved.accountNumber ? { ...account, alias: saved.alias } : account,
      ),
    }));
    return saved.alias;
  },
};
