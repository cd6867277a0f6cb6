/**
 * Renders a document as an A4 PDF with pdfkit (standard Helvetica: WinAnsi covers '£'): the firm's
 * header, the title, the client's name and reference, the account, the date, then a body per
 * category. Pure: it is given every figure (service.ts gathers them), so it is fast and testable.
 */
import type PDFKitDocument from 'pdfkit';
import { formatDate as formatDateAs, formatMoney } from '@portal/domain';
import type { HoldingLine, TradeLine } from './repository.ts';

export type DocumentBody =
  | { kind: 'valuation'; date: string; lines: HoldingLine[]; cash: number }
  | { kind: 'contractNote'; date: string | null; lines: TradeLine[] }
  | { kind: 'tax'; taxYear: string; lines: Array<{ accountNumber: string; fund: string; amount: number }> }
  | { kind: 'letter'; paragraphs: string[] };

export interface DocumentContent {
  firm: string;
  title: string;
  clientName: string;
  clientReference: string;
  accountNumber: string | null;
  sentDate: string;
  body: DocumentBody;
}

/** Letters spell the year out in full (the portal's default DD.MM.YY is for tables). */
const formatDate = (iso: string) => formatDateAs(iso, 'DD/MM/YYYY');

const LEFT = 50;
const WIDTH = 495;

type Column = { header: string; width: number; align?: 'left' | 'right' };

function table(doc: PDFKit.PDFDocument, columns: Column[], rows: string[][], totalRow?: string[]): void {
  const line = (cells: string[], bold: boolean) => {
    if (doc.y > 760) doc.addPage();
    const y = doc.y;
    let x = LEFT;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let height = 0;
    cells.forEach((cell, i) => {
      const col = columns[i] as Column;
      doc.text(cell, x, y, { width: col.width - 6, align: col.align ?? 'left' });
      height = Math.max(height, doc.y - y);
      x += col.width;
    });
    doc.x = LEFT;
    doc.y = y + height + 4;
  };
  line(
    columns.map((c) => c.header),
    true,
  );
  doc
    .moveTo(LEFT, doc.y - 2)
    .lineTo(LEFT + WIDTH, doc.y - 2)
    .lineWidth(0.5)
    .stroke();
  for (const row of rows) line(row, false);
  if (totalRow) {
    doc
      .moveTo(LEFT, doc.y - 2)
      .lineTo(LEFT + WIDTH, doc.y - 2)
      .stroke();
    line(totalRow, true);
  }
}

const units = (n: number) => n.toLocaleString('en-GB', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const price = (n: number) => `£${n.toLocaleString('en-GB', { minimumFractionDigits: 4, maximumFractionDigits: 4 })}`;

function writeBody(doc: PDFKit.PDFDocument, body: DocumentBody): void {
  doc.font('Helvetica').fontSize(10);
  switch (body.kind) {
    case 'valuation': {
      doc.text(`Your holdings and their values on ${formatDate(body.date)}.`).moveDown(0.8);
      const total = body.lines.reduce((sum, l) => sum + l.value, 0) + body.cash;
      const rows = body.lines.map((l) => [l.fund, units(l.units), price(l.price), formatMoney(l.value)]);
      rows.push(['Cash', '', '', formatMoney(body.cash)]);
      table(
        doc,
        [
          { header: 'Fund', width: 245 },
          { header: 'Units', width: 80, align: 'right' },
          { header: 'Price', width: 80, align: 'right' },
          { header: 'Value', width: 90, align: 'right' },
        ],
        rows,
        ['Total value', '', '', formatMoney(Math.round(total * 100) / 100)],
      );
      return;
    }
    case 'contractNote': {
      if (body.date === null || body.lines.length === 0) {
        doc.text('There were no trades on this account to confirm.');
        return;
      }
      doc.text(`We confirm the following trades placed on your behalf on ${formatDate(body.date)}.`).moveDown(0.8);
      table(
        doc,
        [
          { header: 'Fund', width: 200 },
          { header: 'Type', width: 70 },
          { header: 'Units', width: 75, align: 'right' },
          { header: 'Price', width: 70, align: 'right' },
          { header: 'Amount', width: 80, align: 'right' },
        ],
        body.lines.map((l) => [l.fund, l.type, units(Math.abs(l.units)), price(l.price), formatMoney(Math.abs(l.amount))]),
      );
      return;
    }
    case 'tax': {
      doc.text(`Income paid to your taxable accounts in the tax year ${body.taxYear}.`).moveDown(0.8);
      if (body.lines.length === 0) {
        doc.text('No taxable income was paid in this tax year.');
        return;
      }
      const total = body.lines.reduce((sum, l) => sum + l.amount, 0);
      table(
        doc,
        [
          { header: 'Account', width: 100 },
          { header: 'Fund', width: 295 },
          { header: 'Income', width: 100, align: 'right' },
        ],
        body.lines.map((l) => [l.accountNumber, l.fund, formatMoney(l.amount)]),
        ['Total income', '', formatMoney(Math.round(total * 100) / 100)],
      );
      return;
    }
    case 'letter':
      for (const p of body.paragraphs) doc.text(p).moveDown(0.6);
  }
}

/**
 * pdfkit and its font machinery (fontkit, a brotli dictionary: ~5 MB of heap) are loaded on the first
 * document asked for, not at start: most instances' lifetimes see few downloads.
 */
let pdfkit: Promise<typeof PDFKitDocument> | undefined;
const loadPdfkit = () => (pdfkit ??= import('pdfkit').then((m) => m.default));

/** The PDF's bytes. */
export async function renderDocumentPdf(content: DocumentContent): Promise<Buffer> {
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: content.title, Author: content.firm } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#1d3557').text(content.firm, LEFT, 40);
  doc
    .moveTo(LEFT, 58)
    .lineTo(LEFT + WIDTH, 58)
    .lineWidth(1)
    .strokeColor('#1d3557')
    .stroke();
  doc.fillColor('black').strokeColor('black');
  doc.font('Helvetica-Bold').fontSize(16).text(content.title, LEFT, 75);
  doc.moveDown(0.6).font('Helvetica').fontSize(10);
  doc.text(`Client: ${content.clientName}`);
  doc.text(`Client reference: ${content.clientReference}`);
  if (content.accountNumber) doc.text(`Account number: ${content.accountNumber}`);
  doc.text(`Date: ${formatDate(content.sentDate)}`);
  doc.moveDown(1.2);
  writeBody(doc, content.body);
  doc.end();
  return done;
}
