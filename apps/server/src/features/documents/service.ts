/**
 * The documents' rules: who may see a document (its owner, or an adviser impersonating the owner;
 * anyone else gets 404 so ids cannot be probed), and what its PDF prints, per category.
 */
import type { Kysely } from 'kysely';
import { previousTaxYear, taxYearOf } from '@portal/domain';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../http-error.ts';
import type { ActiveSession } from '../../access/session-types.ts';
import { effectiveClientId } from '../../access/access.ts';
import type { DocumentBody, DocumentContent } from './pdf.ts';
import { findDocument, holdingsOn, incomeBetween, loadLetterhead, tradesOn } from './repository.ts';
import type { DocumentRecord } from './repository.ts';

/** The firm name printed when a client has no adviser. */
export const PLATFORM_NAME = 'Client Portal';

/** The document, when the session's client (own or impersonated) is the one it belongs to; else 404. */
export async function ownedDocument(db: Kysely<Database>, session: ActiveSession, documentId: number): Promise<DocumentRecord> {
  const doc = await findDocument(db, documentId);
  if (!doc || effectiveClientId(session) !== doc.client_id) throw errors.notFound('No such document.');
  return doc;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

async function bodyOf(db: Kysely<Database>, doc: DocumentRecord): Promise<DocumentBody> {
  const date = day(doc.sent_date);
  if (doc.category === 'Valuation' && doc.account_number) {
    const held = await holdingsOn(db, doc.account_number, date);
    if (held) return { kind: 'valuation', date, ...held };
  }
  if (doc.category === 'Contract note' && doc.account_number) {
    const trades = await tradesOn(db, doc.account_number, date);
    return { kind: 'contractNote', date: trades?.date ?? null, lines: trades?.lines ?? [] };
  }
  if (doc.category === 'Tax') {
    // The certificate sent after a tax year ends covers that (the previous) tax year.
    const year = previousTaxYear(taxYearOf(doc.sent_date));
    return { kind: 'tax', taxYear: year.label, lines: await incomeBetween(db, doc.client_id, year.startDate, year.endDate) };
  }
  return {
    kind: 'letter',
    paragraphs: [
      `Please find enclosed your ${doc.display_name.toLowerCase().startsWith('annual statement') ? 'annual statement' : 'correspondence'} dated ${date}.`,
      'You can see your accounts, valuations and transactions at any time in the client portal.',
      'If you have any questions, please contact your adviser.',
    ],
  };
}

/** Everything the PDF prints, from the stored record and the simulated history. */
export async function documentContent(db: Kysely<Database>, doc: DocumentRecord): Promise<DocumentContent> {
  const [who, body] = await Promise.all([loadLetterhead(db, doc.client_id), bodyOf(db, doc)]);
  if (!who) throw errors.notFound('No such document.');
  return {
    firm: who.firm_name ?? PLATFORM_NAME,
    title: doc.display_name,
    clientName: [who.title, who.forename, who.surname].filter(Boolean).join(' '),
    clientReference: String(who.client_id),
    accountNumber: doc.account_number,
    sentDate: day(doc.sent_date),
    body,
  };
}
