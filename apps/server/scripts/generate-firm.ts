/**
 * Writes an import folder (docs/import.md) for a made-up firm, deterministically:
 *   node --import tsx apps/server/scripts/generate-firm.ts <folder> [--clients N] [--years Y] [--to YYYY-MM]
 * With the defaults (12 clients, 2 years) it wrote examples/firm; `--clients 10000 --years 20` makes
 * the scale folder of issue 28 (monthly prices and payments; one PDF shared by every document).
 *
 * The arithmetic is simple on purpose, so a reader can follow the example: each account opens with a
 * lump sum invested by its model's weights, then pays in (or, in drawdown, takes out) a fixed amount a
 * month, kept as cash and invested every January; holdings are the units bought at the last month's
 * prices plus the cash left.
 */
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import PDFDocument from 'pdfkit';

const args = process.argv.slice(2);
const folder = resolve(args[0] ?? 'examples/firm');
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const CLIENTS = Number(option('clients', '12'));
const YEARS = Number(option('years', '2'));
const [toYear, toMonth] = option('to', '2026-10').split('-').map(Number) as [number, number];
const small = CLIENTS <= 50;

mkdirSync(join(folder, 'documents'), { recursive: true });

/** A CSV writer (values never hold commas, quotes or new lines except where quoted here). */
function csv(name: string, header: string[]): { row: (values: (string | number | boolean | null)[]) => void; end: () => Promise<void> } {
  const out: WriteStream = createWriteStream(join(folder, `${name}.csv`));
  out.write(`${header.join(',')}\n`);
  const quote = (v: string | number | boolean | null) => {
    if (v === null) return '';
    const s = String(v);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return {
    row: (values) => out.write(`${values.map(quote).join(',')}\n`),
    end: () => new Promise((done) => out.end(done)),
  };
}

const months: string[] = [];
for (let k = YEARS * 12 - 1; k >= 0; k--) {
  const index = toYear * 12 + (toMonth - 1) - k;
  months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
}
const day = (month: string, d: number) => `${month}-${String(d).padStart(2, '0')}`;
const round = (n: number, dp: number) => Math.round(n * 10 ** dp) / 10 ** dp;

// Funds and monthly prices (the 1st of each month).
const FUNDS = [
  { id: 1, isin: 'GB00CASH0001', name: 'Cash', short: 'Cash', cls: 'Cash', sheet: false, base: 1, drift: 0, swing: 0 },
  {
    id: 2,
    isin: 'GB00B4PQW151',
    name: 'Vanguard FTSE Global All Cap Index',
    short: 'Global All Cap',
    cls: 'Equity',
    sheet: true,
    base: 1.52,
    drift: 0.006,
    swing: 0.05,
  },
  {
    id: 3,
    isin: 'GB00B3X7QG63',
    name: 'Vanguard FTSE UK All Share Index',
    short: 'UK All Share',
    cls: 'Equity',
    sheet: true,
    base: 2.1,
    drift: 0.004,
    swing: 0.04,
  },
  {
    id: 4,
    isin: 'GB00B1S74Q32',
    name: 'Royal London Short Duration Gilts',
    short: 'Short Gilts',
    cls: 'Fixed Income',
    sheet: true,
    base: 1.04,
    drift: 0.001,
    swing: 0.01,
  },
  {
    id: 5,
    isin: 'GB00B8JYLC77',
    name: 'L&G Global Property Index',
    short: 'Global Property',
    cls: 'Property',
    sheet: false,
    base: 0.86,
    drift: 0.002,
    swing: 0.03,
  },
];
const priceOf = (fund: (typeof FUNDS)[number], m: number) =>
  fund.id === 1 ? 1 : round(fund.base * (1 + fund.drift * m + fund.swing * Math.sin(m / 4 + fund.id)), 4);
const MODELS: Record<string, Record<number, number>> = {
  'Balanced 5': { 2: 0.5, 3: 0.2, 4: 0.2, 5: 0.1 },
  'Cautious 3': { 2: 0.2, 3: 0.1, 4: 0.6, 5: 0.1 },
};

const FIRST_NAMES = [
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Mia',
  'Arthur',
  'Ivy',
  'Leo',
  'Grace',
  'Oscar',
  'Freya',
  'Henry',
  'Lily',
  'Jack',
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
  'Patel',
  'Wright',
  'Walker',
  'Evans',
  'Thomas',
  'Roberts',
];

async function main(): Promise<void> {
  writeFileSync(join(folder, 'firms.csv'), 'firm_id,name\n1,Harbour & Vale Wealth\n');
  writeFileSync(
    join(folder, 'locations.csv'),
    'location_id,firm_id,name,theme_name\n10,1,Harbour & Vale Bristol,harbour-vale\n11,1,Harbour & Vale Leeds,\n',
  );
  const logo =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32" role="img" aria-label="Harbour &amp; Vale"><rect width="32" height="32" rx="6" fill="#0b5d6b"/><text x="40" y="22" font-family="sans-serif" font-size="14" fill="#0b5d6b">Harbour &amp; Vale</text></svg>';
  writeFileSync(join(folder, 'branding.jsonl'), `${JSON.stringify({ location_id: 10, highlight_colour: '#0b5d6b', logo_svg: logo })}\n`);
  writeFileSync(
    join(folder, 'advisers.csv'),
    [
      'adviser_id,location_id,forename,surname,email_address,phone_number,address_line1,city,postcode',
      '500,10,Helen,Marsh,helen.marsh@harbourvale.example,0117 496 0001,1 Harbour Walk,Bristol,BS1 5TY',
      '501,10,Tom,Okafor,tom.okafor@harbourvale.example,0117 496 0002,1 Harbour Walk,Bristol,BS1 5TY',
      '502,11,Priya,Shah,priya.shah@harbourvale.example,0113 496 0003,4 Park Row,Leeds,LS1 5HD',
      '',
    ].join('\n'),
  );
  const funds = csv('funds', ['fund_id', 'isin', 'long_name', 'short_name', 'asset_class', 'fact_sheet_available']);
  for (const f of FUNDS) funds.row([f.id, f.isin, f.name, f.short, f.cls, f.sheet]);
  await funds.end();
  const prices = csv('fund_prices', ['fund_id', 'price_date', 'price']);
  for (const f of FUNDS) months.forEach((month, m) => prices.row([f.id, day(month, 1), priceOf(f, m)]));
  await prices.end();
  writeFileSync(join(folder, 'model_portfolios.csv'), 'name,short_name\nBalanced 5,BAL5\nCautious 3,CAU3\n');
  const modelFunds = csv('model_portfolio_funds', ['model_portfolio_name', 'fund_id', 'weight']);
  for (const [name, weights] of Object.entries(MODELS)) for (const [fund, w] of Object.entries(weights)) modelFunds.row([name, fund, w]);
  await modelFunds.end();

  const clients = csv('clients', [
    'client_id',
    'adviser_id',
    'title',
    'forename',
    'surname',
    'date_of_birth',
    'nationalities',
    'national_insurance_number',
    'mobile_phone',
  ]);
  const addresses = csv('addresses', [
    'address_id',
    'client_id',
    'address_type',
    'is_primary',
    'address_line1',
    'city',
    'country',
    'postcode',
  ]);
  const emails = csv('email_addresses', ['address_id', 'client_id', 'email_address', 'is_primary']);
  const banks = csv('bank_accounts', ['bank_account_id', 'client_id', 'account_name', 'account_number', 'sort_code']);
  const accounts = csv('accounts', [
    'account_id',
    'account_number',
    'wrapper_type',
    'account_type',
    'alias',
    'opened_date',
    'closed_date',
    'annual_adviser_fee_percentage',
    'model_portfolio_name',
    'wrapper_details',
  ]);
  const owners = csv('account_owners', ['account_id', 'client_id', 'relationship', 'ordinal']);
  const events = csv('transaction_events', ['trev_id', 'account_id', 'code', 'effective_date', 'amount', 'cash_balance', 'reference']);
  const itrns = csv('investment_transactions', ['itrn_id', 'trev_id', 'fund_id', 'code', 'effective_date', 'units', 'price', 'amount']);
  const holdings = csv('holdings', ['account_id', 'fund_id', 'units', 'price', 'valuation_date']);
  const memo = csv('memo_assets', [
    'memo_asset_id',
    'client_id',
    'description',
    'institution',
    'approximate_value',
    'value_effective_date',
  ]);
  const documents = csv('documents', [
    'document_id',
    'client_id',
    'account_number',
    'display_name',
    'category',
    'document_type_code',
    'sent_date',
    'file',
  ]);

  let trevId = 1;
  let itrnId = 1;
  let accountId = 1000;
  const lastMonth = months[months.length - 1] as string;
  const valuationDate = day(lastMonth, 1);
  const sharedPdf = small ? null : 'documents/statement.pdf';
  if (sharedPdf) await writePdf(join(folder, sharedPdf), 'Harbour & Vale Wealth', 'Annual statement', ['Your annual statement.']);

  for (let c = 0; c < CLIENTS; c++) {
    const clientId = 1002000001 + c;
    const adviserId = c % 7 === 6 ? null : 500 + (c % 3);
    const forename = FIRST_NAMES[c % FIRST_NAMES.length] as string;
    const surname = SURNAMES[Math.floor(c / FIRST_NAMES.length) % SURNAMES.length] as string;
    clients.row([
      clientId,
      adviserId,
      c % 2 ? 'Mr' : 'Mrs',
      forename,
      surname,
      `${1950 + (c % 40)}-0${1 + (c % 9)}-1${c % 10}`,
      'GB',
      `QQ${String(123456 + c).padStart(6, '0')}C`,
      `07700 9${String(c).padStart(5, '0')}`,
    ]);
    addresses.row([
      clientId,
      clientId,
      'HOME',
      true,
      `${1 + (c % 90)} Station Road`,
      c % 2 ? 'Bristol' : 'Leeds',
      'GB',
      c % 2 ? 'BS8 1AA' : 'LS6 2BB',
    ]);
    emails.row([clientId, clientId, `${forename}.${surname}.${clientId}@client.example`.toLowerCase(), true]);
    banks.row([clientId, clientId, `${forename} ${surname}`, String(10000000 + c).slice(-8), '401234']);
    if (c === 2) memo.row([clientId, clientId, 'Workplace pension', 'Aviva', 42000, day(lastMonth, 1)]);

    // ISA for everyone, a pension for every other client, drawdown for every third, a GIA for every fourth.
    const plans: { wrapper: string; type: string; lump: number; monthly: number }[] = [
      { wrapper: 'ISA', type: 'Stocks and Shares ISA', lump: 10000 + (c % 5) * 2000, monthly: 200 },
    ];
    if (c % 2 === 1) plans.push({ wrapper: 'SIPP', type: 'Personal Pension', lump: 25000, monthly: 300 });
    if (c % 3 === 2) plans.push({ wrapper: 'DRAWDOWN', type: 'Flexi-Access Drawdown', lump: 120000, monthly: -500 });
    if (c % 4 === 3) plans.push({ wrapper: 'GIA', type: 'General Investment Account', lump: 5000, monthly: 0 });
    // Clients 1 and 2 (the first two) also hold a joint GIA.
    const joint = c === 0;
    if (joint) plans.push({ wrapper: 'GIA', type: 'Joint General Investment Account', lump: 30000, monthly: 100 });

    for (const plan of plans) {
      accountId += 1;
      const accountNumber = `HV${String(accountId).padStart(7, '0')}`;
      const model = plan.wrapper === 'DRAWDOWN' ? 'Cautious 3' : 'Balanced 5';
      const weights = MODELS[model] as Record<number, number>;
      const details =
        plan.wrapper === 'ISA'
          ? { airdAnnualLimit: 20000, totalSubscriptionCTY: Math.max(plan.monthly, 0) * 6 }
          : plan.wrapper === 'DRAWDOWN'
            ? { drawdownType: 'Flexi-Access', reviewFrequency: 'Annual' }
            : {};
      accounts.row([
        accountId,
        accountNumber,
        plan.wrapper,
        plan.type,
        joint && plan.type.startsWith('Joint') ? 'Our joint account' : null,
        day(months[0] as string, 1),
        null,
        adviserId ? 0.5 : null,
        adviserId ? model : null,
        JSON.stringify(details),
      ]);
      owners.row([accountId, clientId, 'OWNER', 1]);
      if (joint && plan.type.startsWith('Joint') && CLIENTS > 1) owners.row([accountId, clientId + 1, 'JOINT_OWNER', 2]);

      let cash = 0;
      const units = new Map<number, number>();
      const invest = (m: number, date: string, amount: number) => {
        for (const [fund, w] of Object.entries(weights)) {
          const f = FUNDS.find((x) => x.id === Number(fund))!;
          const spend = round(amount * w, 2);
          const price = priceOf(f, m);
          const bought = round(spend / price, 6);
          cash = round(cash - spend, 2);
          units.set(f.id, round((units.get(f.id) ?? 0) + bought, 6));
          events.row([trevId, accountId, 'BUY', date, -spend, cash, null]);
          itrns.row([itrnId++, trevId++, f.id, 'BUY', date, bought, price, spend]);
        }
      };
      months.forEach((month, m) => {
        const date = day(month, m === 0 ? 2 : 5);
        if (m === 0) {
          cash = round(cash + plan.lump, 2);
          events.row([trevId, accountId, 'LSCN', date, plan.lump, cash, 'Opening payment']);
          itrns.row([itrnId++, trevId++, 1, 'LSCN', date, plan.lump, 1, plan.lump]);
          invest(m, date, plan.lump);
          return;
        }
        if (plan.monthly > 0) {
          cash = round(cash + plan.monthly, 2);
          events.row([trevId, accountId, 'RPPM', date, plan.monthly, cash, null]);
          itrns.row([itrnId++, trevId++, 1, 'ARPP', date, plan.monthly, 1, plan.monthly]);
        } else if (plan.monthly < 0) {
          // Drawdown income: sell from the gilt fund to pay it.
          const f = FUNDS[3]!;
          const price = priceOf(f, m);
          const sold = round(-plan.monthly / price, 6);
          units.set(f.id, round((units.get(f.id) ?? 0) - sold, 6));
          cash = round(cash - plan.monthly, 2);
          events.row([trevId, accountId, 'SELL', date, -plan.monthly, cash, null]);
          itrns.row([itrnId++, trevId++, f.id, 'SELL', date, -sold, price, -plan.monthly]);
          cash = round(cash + plan.monthly, 2);
          events.row([trevId, accountId, 'DDIP', date, plan.monthly, cash, null]);
          itrns.row([itrnId++, trevId++, 1, 'DDIP', date, plan.monthly, 1, plan.monthly]);
        }
        if (month.endsWith('-01') && cash >= 100) invest(m, day(month, 6), Math.floor(cash) - 1);
      });
      const m = months.length - 1;
      holdings.row([accountId, 1, cash, 1, valuationDate]);
      for (const [fund, held] of units)
        holdings.row([
          accountId,
          fund,
          held,
          priceOf(
            FUNDS.find((f) => f.id === fund)!,
            m,
          ),
          valuationDate,
        ]);

      if (plan.wrapper === 'ISA') {
        const documentId = accountId * 10;
        const file = sharedPdf ?? `documents/${documentId}.pdf`;
        if (!sharedPdf)
          await writePdf(join(folder, file), 'Harbour & Vale Wealth', `ISA statement ${accountNumber}`, [
            `${forename} ${surname}`,
            `Account ${accountNumber}`,
            `Valuation date ${valuationDate}`,
          ]);
        documents.row([
          documentId,
          clientId,
          accountNumber,
          `ISA statement ${lastMonth}`,
          'STATEMENT',
          'VALUATION',
          `${valuationDate}T09:00:00Z`,
          file,
        ]);
      }
    }
  }
  writeFileSync(
    join(folder, 'news.jsonl'),
    [
      {
        article_id: 1,
        title: 'Our view on the markets this autumn',
        published_at: `${day(lastMonth, 1)}T08:00:00Z`,
        content: 'Markets were steady this month.\n\nOur model portfolios stay as they are.',
        links: [],
      },
      {
        article_id: 2,
        title: 'Your ISA allowance for this tax year',
        published_at: `${day(months[months.length - 2] as string, 15)}T08:00:00Z`,
        content: 'You can pay up to £20,000 into ISAs this tax year.',
        links: [{ rel: 'more', href: 'https://www.gov.uk/individual-savings-accounts' }],
      },
    ]
      .map((n) => JSON.stringify(n))
      .join('\n') + '\n',
  );
  await Promise.all([clients, addresses, emails, banks, accounts, owners, events, itrns, holdings, memo, documents].map((w) => w.end()));
  console.log(
    `wrote ${folder}: ${CLIENTS} clients, ${accountId - 1000} accounts, ${trevId - 1} events, ${itrnId - 1} investment transactions over ${months.length} months`,
  );
}

function writePdf(path: string, firm: string, title: string, lines: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: title, Author: firm, CreationDate: new Date('2026-01-01T00:00:00Z') },
    });
    const out = createWriteStream(path);
    out.on('finish', () => done());
    out.on('error', fail);
    doc.pipe(out);
    doc.fontSize(18).text(firm).moveDown().fontSize(14).text(title).moveDown();
    for (const line of lines) doc.fontSize(11).text(line);
    doc.end();
  });
}

void main();
