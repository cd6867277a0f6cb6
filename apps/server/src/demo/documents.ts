/** Demo documents (correspondences) and news items, dated relative to the demo's as-of date. */
import type { NewRow } from '../db/schema.ts';
import type { ClientSeed } from './cast.ts';
import { addDays } from '@portal/domain';
import type { Rng } from './simulation/random.ts';

const KINDS = [
  { category: 'Valuation', code: 'VAL', name: 'Quarterly valuation', perAccount: true },
  { category: 'Contract note', code: 'CNT', name: 'Contract note', perAccount: true },
  { category: 'Tax', code: 'TAX', name: 'Consolidated tax certificate', perAccount: false },
  { category: 'Statement', code: 'STM', name: 'Annual statement', perAccount: true },
  { category: 'None', code: 'MISC', name: 'Letter', perAccount: false },
] as const;

/** An account a document may be about: only while it is open (a valuation of a closed account prints nothing). */
export interface DocumentAccount {
  accountNumber: string;
  openedDate: string;
  closedDate: string | null;
}

export function buildDocuments(
  clients: ClientSeed[],
  accountsOf: Map<number, DocumentAccount[]>,
  asOf: string,
  random: Rng,
): NewRow<'correspondences'>[] {
  const rows: NewRow<'correspondences'>[] = [];
  for (const client of clients) {
    const accounts = accountsOf.get(client.clientId) ?? [];
    const count = client.rich ? 46 : random.int(3, 8);
    const lastLogin = client.login?.lastLoginDaysAgo ?? null;
    for (let i = 0; i < count; i++) {
      // Newest first: document i is sent roughly i * 3 weeks before the as-of date.
      const daysAgo = 2 + i * 21 + random.int(0, 6);
      const kind = client.rich ? (KINDS[i % KINDS.length] as (typeof KINDS)[number]) : random.pick(KINDS);
      const sentOn = addDays(asOf, -daysAgo);
      const open = accounts
        .filter((a) => a.openedDate <= sentOn && (a.closedDate === null || a.closedDate >= sentOn))
        .map((a) => a.accountNumber);
      const accountNumber = kind.perAccount && open.length > 0 ? random.pick(open) : null;
      const sent = new Date(`${sentOn}T07:30:00Z`);
      // Documents sent since the last login are unread; a few older ones too.
      const unread = lastLogin === null || daysAgo < lastLogin || random.chance(0.08);
      rows.push({
        document_id: (client.clientId - 1000000000) * 100 + i + 1,
        client_id: client.clientId,
        account_number: accountNumber,
        display_name: `${kind.name}${accountNumber ? ` ${accountNumber}` : ''} ${sent.toISOString().slice(0, 10)}`,
        category: kind.category,
        document_type_code: kind.code,
        sent_date: sent,
        first_open_date: unread ? null : new Date(sent.getTime() + 86_400_000 * (1 + random.int(0, 5))),
      });
    }
  }
  return rows;
}

export function buildNews(asOf: string): NewRow<'news_items'>[] {
  const items = [
    {
      daysAgo: 3,
      title: 'Your new tax year checklist',
      content: 'The new tax year brings fresh ISA and pension allowances.\nCheck how much you have used and plan your contributions early.',
      link: 'https://www.gov.uk/individual-savings-accounts',
    },
    {
      daysAgo: 27,
      title: 'Market update: interest rates held',
      content: 'The Bank of England held the base rate this month.\nWe look at what it means for cash and bond holdings.',
      link: 'https://www.bankofengland.co.uk/monetary-policy',
    },
    {
      daysAgo: 64,
      title: 'Improvements to your documents page',
      content: 'You can now filter documents by account and category.\nUnread documents show a filled dot.',
      link: null,
    },
    {
      daysAgo: 110,
      title: 'Protecting yourself from scams',
      content: 'We will never ask for your password by phone or e-mail.\nIf in doubt, call us on the number on our website.',
      link: 'https://www.fca.org.uk/scamsmart',
    },
    {
      daysAgo: 180,
      title: 'Pension freedoms explained',
      content: 'Flexi-access drawdown lets you take income as and when you need it.\nSpeak to your adviser about what suits you.',
      link: null,
    },
    {
      daysAgo: 300,
      title: 'Welcome to the new client portal',
      content: 'A faster portal with your accounts, documents and news in one place.',
      link: null,
    },
  ];
  return items.map((item, i) => ({
    article_id: i + 1,
    title: item.title,
    published_at: new Date(`${addDays(asOf, -item.daysAgo)}T08:00:00Z`),
    content: item.content,
    links: JSON.stringify(item.link ? [{ rel: 'external', href: item.link }] : []),
  }));
}
