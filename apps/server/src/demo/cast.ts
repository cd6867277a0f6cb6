/**
 * Who is in the demo: the firms, locations, advisers and the fixed demo logins of the README, plus
 * a deterministic crowd of generated clients with plausible British names. Pure data; ./seed.ts
 * turns it into rows (and asks the simulation for every figure).
 */
import { NO_ADVISER_ID, ROLE_AGENT, ROLE_CLIENT_TRANSACTION, ROLE_SUPPORT } from '@portal/api';
import type { Rng } from './simulation/random.ts';

export const DEMO_PASSWORD = 'Harbour#Kite7';
export const ROLE_CLIENT = 'sonata-client';

export const FIRMS = [
  { firmId: 1, name: 'Kittiwake Wealth Partners' },
  { firmId: 2, name: 'Ashdown Financial Planning' },
];

const BRANDED_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" role="img" aria-label="Kittiwake Wealth Partners"><rect width="240" height="64" rx="8" fill="#1d5c96"/><path d="M18 40 Q32 18 46 40 Q60 18 74 40" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/><text x="88" y="40" font-family="Georgia, serif" font-size="20" fill="#fff">Kittiwake</text></svg>`;

export const LOCATIONS = [
  // The Library-link location (spec §9) and the branded one.
  {
    locationId: 40000012,
    firmId: 1,
    name: 'Kittiwake Wealth London',
    themeName: 'kittiwake',
    highlightColour: '#1d5c96',
    logoSvg: BRANDED_LOGO,
  },
  { locationId: 40000019, firmId: 1, name: 'Kittiwake Wealth Leeds', themeName: null, highlightColour: null, logoSvg: null },
  // A location with no clients.
  { locationId: 40000026, firmId: 1, name: 'Kittiwake Wealth Bristol', themeName: null, highlightColour: null, logoSvg: null },
  { locationId: 40000033, firmId: 2, name: 'Ashdown Financial Planning Guildford', themeName: null, highlightColour: null, logoSvg: null },
];

export interface AdviserSeed {
  adviserId: number;
  adviserOutletId: number;
  locationId: number;
  forename: string;
  surname: string;
  email: string;
  phone: string;
  addressLine1: string;
  city: string;
  postcode: string;
}

export const ADVISERS: AdviserSeed[] = [
  {
    adviserId: 200000101,
    adviserOutletId: 310012,
    locationId: 40000012,
    forename: 'Eleanor',
    surname: 'Whitfield',
    email: 'demo.adviser@example.com',
    phone: '020 7946 0101',
    addressLine1: '14 Gresham Street',
    city: 'London',
    postcode: 'EC2V 7NQ',
  },
  {
    adviserId: 200000102,
    adviserOutletId: 310012,
    locationId: 40000012,
    forename: 'James',
    surname: 'Okafor',
    email: 'james.okafor@kittiwake.example.com',
    phone: '020 7946 0102',
    addressLine1: '14 Gresham Street',
    city: 'London',
    postcode: 'EC2V 7NQ',
  },
  {
    adviserId: 200000103,
    adviserOutletId: 310019,
    locationId: 40000019,
    forename: 'Priya',
    surname: 'Raman',
    email: 'priya.raman@kittiwake.example.com',
    phone: '0113 496 0103',
    addressLine1: '3 Park Row',
    city: 'Leeds',
    postcode: 'LS1 5HD',
  },
  {
    adviserId: 200000104,
    adviserOutletId: 310026,
    locationId: 40000026,
    forename: 'Tom',
    surname: 'Hargreaves',
    email: 'tom.hargreaves@kittiwake.example.com',
    phone: '0117 496 0104',
    addressLine1: '21 Corn Street',
    city: 'Bristol',
    postcode: 'BS1 1HT',
  },
  {
    adviserId: 200000201,
    adviserOutletId: 320033,
    locationId: 40000033,
    forename: 'Fiona',
    surname: 'Blackwood',
    email: 'fiona.blackwood@ashdown.example.com',
    phone: '01483 496 201',
    addressLine1: '8 High Street',
    city: 'Guildford',
    postcode: 'GU1 3AJ',
  },
];

/** The demo adviser's login. */
export const DEMO_ADVISER = { adviserId: 200000101, username: 'demo.adviser@example.com', roles: [ROLE_AGENT] };

/** The support team's demo login (the /support console): neither a client nor an adviser. */
export const DEMO_SUPPORT = { username: 'support.agent@example.com', roles: [ROLE_SUPPORT] };

export type AccountKind = 'Isa' | 'GIA' | 'Pension' | 'Drawdown';

export interface AccountSeed {
  kind: AccountKind;
  alias: string | null;
  openedDate: string;
  closedDate: string | null;
  initialLumpSum: number;
  monthlyContribution: number;
  monthlyWithdrawal: number;
  /** Other clients (by index in the client list) who co-own the account. */
  jointWith?: number[];
  targetEvents?: number;
}

export interface ClientSeed {
  clientId: number;
  adviserId: number;
  forename: string;
  surname: string;
  title: string;
  gender: 'Male' | 'Female';
  dateOfBirth: string;
  /** Null: a clients row without a users row (not yet registered). */
  login: { username: string; roles: string[]; termsAccepted: boolean; lastLoginDaysAgo: number | null } | null;
  accounts: AccountSeed[];
  /** Fixed people get a richer set of documents, memo assets and bank accounts. */
  rich: boolean;
}

const FORENAMES_F = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Emily',
  'Sophie',
  'Grace',
  'Lucy',
  'Hannah',
  'Charlotte',
  'Eleanor',
  'Ruth',
  'Margaret',
  'Joan',
  'Fiona',
  'Siobhan',
  'Aisha',
  'Megan',
  'Rhiannon',
  'Catherine',
];
const FORENAMES_M = [
  'Oliver',
  'George',
  'Harry',
  'Jack',
  'Thomas',
  'William',
  'James',
  'Alfie',
  'Edward',
  'Hugh',
  'Callum',
  'Rhys',
  'Owen',
  'Dylan',
  'Angus',
  'Rajesh',
  'Peter',
  'Graham',
  'Michael',
  'Robert',
];
const SURNAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Hughes',
  'Edwards',
  'Campbell',
  'MacDonald',
  'Fletcher',
  'Pritchard',
  'Ashworth',
  'Llewellyn',
  'Fairbairn',
];

export const FIRST_CLIENT_ID = 1000010001;
export const UNREGISTERED_CLIENT_ID = 1000099999;
export const UNREGISTERED_CODE = 'REG-4821';

/** The fixed demo people (README) followed by generated ones. Indexes in jointWith refer to this list. */
export function buildClientSeeds(random: Rng): ClientSeed[] {
  const fixed: ClientSeed[] = [
    {
      clientId: FIRST_CLIENT_ID,
      adviserId: 200000102,
      forename: 'Alice',
      surname: 'Morgan',
      title: 'Mrs',
      gender: 'Female',
      dateOfBirth: '1961-04-17',
      login: {
        username: 'demo.client@example.com',
        roles: [ROLE_CLIENT, ROLE_CLIENT_TRANSACTION],
        termsAccepted: true,
        lastLoginDaysAgo: 12,
      },
      rich: true,
      accounts: [
        {
          kind: 'Isa',
          alias: 'Stocks and shares ISA',
          openedDate: '2009-04-20',
          closedDate: null,
          initialLumpSum: 10200,
          monthlyContribution: 400,
          monthlyWithdrawal: 0,
        },
        {
          kind: 'GIA',
          alias: 'General investments',
          openedDate: '2012-06-11',
          closedDate: null,
          initialLumpSum: 35000,
          monthlyContribution: 0,
          monthlyWithdrawal: 0,
        },
        {
          kind: 'Pension',
          alias: 'SIPP',
          openedDate: '2010-01-15',
          closedDate: null,
          initialLumpSum: 60000,
          monthlyContribution: 600,
          monthlyWithdrawal: 0,
        },
        {
          kind: 'Drawdown',
          alias: 'Retirement income',
          openedDate: '2021-05-04',
          closedDate: null,
          initialLumpSum: 180000,
          monthlyContribution: 0,
          monthlyWithdrawal: 850,
        },
        {
          kind: 'GIA',
          alias: 'Joint account with David',
          openedDate: '2014-09-01',
          closedDate: null,
          initialLumpSum: 24000,
          monthlyContribution: 150,
          monthlyWithdrawal: 0,
          jointWith: [1],
        },
        {
          kind: 'Isa',
          alias: 'Old cash ISA transfer',
          openedDate: '2008-02-12',
          closedDate: '2019-03-29',
          initialLumpSum: 7000,
          monthlyContribution: 100,
          monthlyWithdrawal: 0,
        },
      ],
    },
    {
      clientId: FIRST_CLIENT_ID + 1,
      adviserId: 200000102,
      forename: 'David',
      surname: 'Morgan',
      title: 'Mr',
      gender: 'Male',
      dateOfBirth: '1959-11-02',
      login: {
        username: 'david.morgan@example.com',
        roles: [ROLE_CLIENT, ROLE_CLIENT_TRANSACTION],
        termsAccepted: true,
        lastLoginDaysAgo: 40,
      },
      rich: false,
      accounts: [
        {
          kind: 'Pension',
          alias: null,
          openedDate: '2011-03-08',
          closedDate: null,
          initialLumpSum: 42000,
          monthlyContribution: 300,
          monthlyWithdrawal: 0,
        },
      ],
    },
    {
      clientId: FIRST_CLIENT_ID + 2,
      adviserId: 100000085,
      forename: 'Sam',
      surname: 'Ellison',
      title: 'Mx',
      gender: 'Male',
      dateOfBirth: '1988-07-23',
      login: { username: 'solo.client@example.com', roles: [ROLE_CLIENT], termsAccepted: true, lastLoginDaysAgo: 5 },
      rich: false,
      accounts: [
        {
          kind: 'Isa',
          alias: 'My ISA',
          openedDate: '2016-04-06',
          closedDate: null,
          initialLumpSum: 5000,
          monthlyContribution: 250,
          monthlyWithdrawal: 0,
        },
      ],
    },
    {
      clientId: FIRST_CLIENT_ID + 3,
      adviserId: 200000103,
      forename: 'Nina',
      surname: 'Kowalski',
      title: 'Ms',
      gender: 'Female',
      dateOfBirth: '1979-01-30',
      login: {
        username: 'new.client@example.com',
        roles: [ROLE_CLIENT, ROLE_CLIENT_TRANSACTION],
        termsAccepted: false,
        lastLoginDaysAgo: null,
      },
      rich: false,
      accounts: [
        {
          kind: 'GIA',
          alias: null,
          openedDate: '2024-01-10',
          closedDate: null,
          initialLumpSum: 15000,
          monthlyContribution: 0,
          monthlyWithdrawal: 0,
        },
      ],
    },
    {
      clientId: FIRST_CLIENT_ID + 4,
      adviserId: 200000103,
      forename: 'Bartholomew',
      surname: 'Ashcroft',
      title: 'Dr',
      gender: 'Male',
      dateOfBirth: '1950-09-09',
      login: {
        username: 'big.client@example.com',
        roles: [ROLE_CLIENT, ROLE_CLIENT_TRANSACTION],
        termsAccepted: true,
        lastLoginDaysAgo: 2,
      },
      rich: false,
      accounts: [
        {
          kind: 'GIA',
          alias: 'Family portfolio',
          openedDate: '2006-01-03',
          closedDate: null,
          initialLumpSum: 250000,
          monthlyContribution: 1000,
          monthlyWithdrawal: 0,
          targetEvents: 10_500,
        },
      ],
    },
  ];

  // Generated clients: dealt in turn over the demo firm's London and Leeds locations and the other
  // firm, so every location the README and the tests rely on has clients whatever the seed.
  const advisersByShare = [200000101, 200000101, 200000102, 200000102, 200000103, 200000103, 200000103, 200000201];
  const generated: ClientSeed[] = [];
  const used = new Set(fixed.map((c) => `${c.forename} ${c.surname}`));
  for (let i = 0; generated.length < 26; i++) {
    const female = random.chance(0.5);
    const forename = random.pick(female ? FORENAMES_F : FORENAMES_M);
    const surname = random.pick(SURNAMES);
    if (used.has(`${forename} ${surname}`)) continue;
    used.add(`${forename} ${surname}`);
    const clientId = FIRST_CLIENT_ID + fixed.length + generated.length;
    const birthYear = random.int(1940, 1995);
    const kinds: AccountKind[] = birthYear < 1960 ? ['Drawdown', 'GIA', 'Isa'] : ['Isa', 'Pension', 'GIA'];
    const accountCount = random.int(1, 2);
    const accounts: AccountSeed[] = kinds.slice(0, accountCount).map((kind) => {
      const year = random.int(2016, 2024);
      return {
        kind,
        alias: random.chance(0.4) ? `${forename}'s ${kind === 'Isa' ? 'ISA' : kind.toLowerCase()}` : null,
        openedDate: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        closedDate: null,
        initialLumpSum: random.int(20, 300) * 500,
        monthlyContribution: kind === 'Drawdown' ? 0 : random.pick([0, 100, 200, 250, 500]),
        monthlyWithdrawal: kind === 'Drawdown' ? random.pick([300, 500, 750, 1000]) : 0,
      };
    });
    generated.push({
      clientId,
      adviserId: advisersByShare[generated.length % advisersByShare.length] as number,
      forename,
      surname,
      title: female ? random.pick(['Mrs', 'Ms', 'Miss', 'Dr']) : random.pick(['Mr', 'Dr']),
      gender: female ? 'Female' : 'Male',
      dateOfBirth: `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      login: {
        username: `${forename}.${surname}.${String(clientId).slice(-3)}@example.net`.toLowerCase(),
        roles: random.chance(0.7) ? [ROLE_CLIENT, ROLE_CLIENT_TRANSACTION] : [ROLE_CLIENT],
        termsAccepted: true,
        lastLoginDaysAgo: random.int(1, 200),
      },
      accounts,
      rich: false,
    });
  }

  const unregistered: ClientSeed = {
    clientId: UNREGISTERED_CLIENT_ID,
    adviserId: 200000103,
    forename: 'Rosalind',
    surname: 'Penhaligon',
    title: 'Mrs',
    gender: 'Female',
    dateOfBirth: '1966-12-05',
    login: null,
    rich: false,
    accounts: [
      {
        kind: 'Isa',
        alias: null,
        openedDate: '2023-04-06',
        closedDate: null,
        initialLumpSum: 20000,
        monthlyContribution: 0,
        monthlyWithdrawal: 0,
      },
    ],
  };
  return [...fixed, ...generated, unregistered];
}

export { NO_ADVISER_ID };
