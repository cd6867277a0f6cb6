/**
 * Demo preferences (issue 11): every client has a delivery choice for every document type (one of
 * the options the type offers, read from the reference data of migration 0010), and about a third
 * have given the ad-hoc fee authority. demo.client starts with the authority off and everything
 * online, so the journeys of the settings and authorisations pages start from a known state.
 */
import { addDays } from '@portal/domain';
import type { NewRow } from '../db/schema.ts';
import type { ClientSeed } from './cast.ts';
import { FIRST_CLIENT_ID } from './cast.ts';
import type { Rng } from './simulation/random.ts';

export interface DemoPreferences {
  deliveries: NewRow<'client_delivery_preferences'>[];
  /** Clients with the fee authority on, and when they gave it. */
  feeAuthority: Map<number, Date>;
}

export function buildPreferences(
  clients: ClientSeed[],
  offered: { document_type_code: string; option_code: string }[],
  asOf: string,
  random: Rng,
): DemoPreferences {
  const types = [...new Set(offered.map((o) => o.document_type_code))].sort();
  const deliveries: NewRow<'client_delivery_preferences'>[] = [];
  const feeAuthority = new Map<number, Date>();
  for (const client of clients) {
    const chosenOn = new Date(`${addDays(asOf, -random.int(30, 900))}T10:00:00Z`);
    for (const type of types) {
      const options = offered.filter((o) => o.document_type_code === type).map((o) => o.option_code);
      // Most clients go paperless; the rest pick any offered option.
      const option =
        client.clientId === FIRST_CLIENT_ID || (options.includes('ONLINE') && random.chance(0.6)) ? 'ONLINE' : random.pick(options);
      deliveries.push({ client_id: client.clientId, document_type_code: type, option_code: option, updated_at: chosenOn });
    }
    if (client.clientId !== FIRST_CLIENT_ID && random.chance(0.35)) {
      feeAuthority.set(client.clientId, new Date(`${addDays(asOf, -random.int(10, 700))}T09:15:00Z`));
    }
  }
  return { deliveries, feeAuthority };
}
