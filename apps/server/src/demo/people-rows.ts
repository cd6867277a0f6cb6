/**
 * The people of the demo as rows: firms, locations, advisers, clients with their personal details,
 * logins and aliases, the registration code, bank accounts, addresses, e-mail addresses and memo
 * assets. Pure: no database; ./seed.ts writes the rows (in this order, for the foreign keys).
 */
import { addDays } from '@portal/domain';
import type { NewRow } from '../db/schema.ts';
import { ADVISERS, DEMO_ADVISER, DEMO_SUPPORT, FIRMS, LOCATIONS, UNREGISTERED_CLIENT_ID } from './cast.ts';
import type { ClientSeed } from './cast.ts';
import type { Rng } from './simulation/random.ts';

/** The client's bank account that regular payments and withdrawals use. */
export interface BankDetails {
  sortCode: string;
  accountNumber: string;
}

export interface PeopleRows {
  firms: NewRow<'firms'>[];
  locations: NewRow<'locations'>[];
  advisers: NewRow<'advisers'>[];
  clients: NewRow<'clients'>[];
  users: NewRow<'users'>[];
  aliases: NewRow<'user_aliases'>[];
  registrationCodes: NewRow<'registration_codes'>[];
  banks: NewRow<'bank_accounts'>[];
  addresses: NewRow<'addresses'>[];
  emails: NewRow<'email_addresses'>[];
  memo: NewRow<'memo_assets'>[];
  /** Each client's active bank account, by clientId. */
  bankOf: Map<number, BankDetails>;
}

export interface PeopleOptions {
  asOf: string;
  /** Every demo login shares one password (README); hashed once by the caller. */
  passwordHash: string;
  /** Hash of the unregistered client's registration code. */
  registrationCodeHash: string;
}

/** A timestamp on a demo date (logins, codes). */
const at = (date: string, time = '09:14:00') => new Date(`${date}T${time}Z`);

export function buildPeopleRows(
  clients: ClientSeed[],
  { asOf, passwordHash, registrationCodeHash }: PeopleOptions,
  random: Rng,
): PeopleRows {
  const firms = FIRMS.map((f) => ({ firm_id: f.firmId, name: f.name }));
  const locations = LOCATIONS.map((l) => ({
    location_id: l.locationId,
    firm_id: l.firmId,
    name: l.name,
    theme_name: l.themeName,
    highlight_colour: l.highlightColour,
    logo_svg: l.logoSvg,
  }));
  const advisers = ADVISERS.map((a) => ({
    adviser_id: a.adviserId,
    adviser_outlet_id: a.adviserOutletId,
    location_id: a.locationId,
    forename: a.forename,
    surname: a.surname,
    email_address: a.email,
    phone_number: a.phone,
    address_line1: a.addressLine1,
    address_line2: null,
    address_line3: null,
    address_line4: null,
    city: a.city,
    postcode: a.postcode,
  }));
  const clientRows = clients.map((c) => ({
    client_id: c.clientId,
    adviser_id: c.adviserId,
    forename: c.forename,
    surname: c.surname,
    title: c.title,
    gender: c.gender,
    marital_status: random.pick(['Married', 'Single', 'Divorced', 'Widowed', 'Civil partnership']),
    nationalities: ['GB'],
    employment_status: c.dateOfBirth < '1960' ? 'Retired' : random.pick(['Employed', 'Self-employed', 'Employed']),
    date_of_birth: c.dateOfBirth,
    country_of_residence: 'GB',
    tax_identifier_numbers: JSON.stringify({
      GB: `${random.pick(['AB', 'JT', 'NP', 'WX', 'CE'])}${String(random.int(100000, 999999))}${random.pick(['A', 'B', 'C', 'D'])}`,
    }),
    fsa_category: 'Retail',
    home_phone: `01632 ${String(random.int(100000, 999999))}`,
    mobile_phone: `07700 ${String(random.int(900000, 900999))}`,
    business_phone: null,
    ad_hoc_fee_auth: false,
    ad_hoc_fee_auth_updated: null,
  }));

  // Logins: every client with a login also logs in with its client reference.
  const users: NewRow<'users'>[] = [];
  const aliases: NewRow<'user_aliases'>[] = [];
  let userId = 0;
  for (const c of clients) {
    if (!c.login) continue;
    userId += 1;
    users.push({
      user_id: userId,
      username: c.login.username,
      client_id: c.clientId,
      adviser_id: null,
      password_hash: passwordHash,
      roles: c.login.roles,
      terms_accepted: c.login.termsAccepted,
      last_login: c.login.lastLoginDaysAgo === null ? null : at(addDays(asOf, -c.login.lastLoginDaysAgo)),
      created_at: at(addDays(asOf, -400)),
    });
    aliases.push({ alias: c.login.username.toLowerCase(), user_id: userId }, { alias: String(c.clientId), user_id: userId });
  }
  userId += 1;
  users.push({
    user_id: userId,
    username: DEMO_ADVISER.username,
    client_id: null,
    adviser_id: DEMO_ADVISER.adviserId,
    password_hash: passwordHash,
    roles: DEMO_ADVISER.roles,
    terms_accepted: true,
    last_login: at(addDays(asOf, -1)),
    created_at: at(addDays(asOf, -400)),
  });
  aliases.push({ alias: DEMO_ADVISER.username, user_id: userId });
  userId += 1;
  users.push({
    user_id: userId,
    username: DEMO_SUPPORT.username,
    client_id: null,
    adviser_id: null,
    password_hash: passwordHash,
    roles: DEMO_SUPPORT.roles,
    terms_accepted: true,
    last_login: at(addDays(asOf, -1)),
    created_at: at(addDays(asOf, -400)),
  });
  aliases.push({ alias: DEMO_SUPPORT.username, user_id: userId });
  const registrationCodes: NewRow<'registration_codes'>[] = [
    {
      client_id: UNREGISTERED_CLIENT_ID,
      username: String(UNREGISTERED_CLIENT_ID),
      purpose: 'REGISTER',
      code_hash: registrationCodeHash,
      created_at: at(addDays(asOf, -3)),
      expires_at: at(addDays(asOf, 3650)),
      used_at: null,
    },
  ];

  // Per client: bank accounts, addresses, e-mail addresses, memo assets.
  const bankOf = new Map<number, BankDetails>();
  const banks: NewRow<'bank_accounts'>[] = [];
  const addresses: NewRow<'addresses'>[] = [];
  const emails: NewRow<'email_addresses'>[] = [];
  const memo: NewRow<'memo_assets'>[] = [];
  const streets = ['Church Lane', 'Station Road', 'Victoria Street', 'The Green', 'Mill Lane', 'Kings Road', 'Orchard Way', 'High Street'];
  const towns: [string, string][] = [
    ['Harrogate', 'HG1 2RQ'],
    ['Cheltenham', 'GL50 1AA'],
    ['Bath', 'BA1 1SU'],
    ['York', 'YO1 7HH'],
    ['Chester', 'CH1 2HU'],
    ['Winchester', 'SO23 9LJ'],
    ['Ludlow', 'SY8 1AY'],
  ];
  for (const c of clients) {
    const sortCode = `40${String(random.int(1000, 9999))}`;
    const accountNumber = String(random.int(10000000, 99999999));
    bankOf.set(c.clientId, { sortCode, accountNumber });
    const n = c.clientId - 1000000000;
    banks.push({
      bank_account_id: n * 10 + 1,
      client_id: c.clientId,
      account_name: `${c.title} ${c.forename.charAt(0)} ${c.surname}`,
      account_number: accountNumber,
      sort_code: sortCode,
      bank_account_status: 'Active',
    });
    if (c.rich)
      banks.push({
        bank_account_id: n * 10 + 2,
        client_id: c.clientId,
        account_name: `${c.title} ${c.forename.charAt(0)} ${c.surname}`,
        account_number: '31926819',
        sort_code: '309634',
        bank_account_status: 'Inactive',
      });
    const [city, postcode] = random.pick(towns);
    addresses.push({
      address_id: n * 10 + 1,
      client_id: c.clientId,
      address_type: 'Residential',
      is_primary: true,
      address_line1: `${random.int(1, 120)} ${random.pick(streets)}`,
      address_line2: null,
      address_line3: null,
      address_line4: null,
      city,
      country: 'United Kingdom',
      postcode,
    });
    if (c.rich)
      addresses.push({
        address_id: n * 10 + 2,
        client_id: c.clientId,
        address_type: 'Correspondence',
        is_primary: false,
        address_line1: 'Flat 4',
        address_line2: '19 Marine Parade',
        address_line3: null,
        address_line4: null,
        city: 'Brighton',
        country: 'United Kingdom',
        postcode: 'BN2 1TL',
      });
    emails.push({
      address_id: n * 10 + 1,
      client_id: c.clientId,
      email_address: c.login?.username ?? `${c.forename}.${c.surname}@example.org`.toLowerCase(),
      primary_type: true,
    });
    if (c.rich) {
      emails.push({ address_id: n * 10 + 2, client_id: c.clientId, email_address: 'alice.morgan.work@example.org', primary_type: false });
      memo.push(
        {
          memo_asset_id: n * 10 + 1,
          client_id: c.clientId,
          description: 'Workplace pension',
          plan_number: 'AV-88213-7',
          institution: 'Aviva',
          approximate_value: 48250,
          value_effective_date: addDays(asOf, -120),
        },
        {
          memo_asset_id: n * 10 + 2,
          client_id: c.clientId,
          description: 'Premium Bonds',
          plan_number: '512KX0937',
          institution: 'NS&I',
          approximate_value: 25000,
          value_effective_date: addDays(asOf, -30),
        },
        {
          memo_asset_id: n * 10 + 3,
          client_id: c.clientId,
          description: 'Buy-to-let flat, Leeds',
          plan_number: null,
          institution: null,
          approximate_value: null,
          value_effective_date: null,
        },
      );
    }
  }
  return { firms, locations, advisers, clients: clientRows, users, aliases, registrationCodes, banks, addresses, emails, memo, bankOf };
}
