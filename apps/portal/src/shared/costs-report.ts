/**
 * The costs page's report (issue 32 item 3) in its three forms, all from the design system's one
 * table model (costsTables, @portal/ui): the page renders it, the CSV writes its numbers (spec §9:
 * ISO-8859-1, a leading Type column blank on total rows, no pound signs) and the print page lays
 * out the PDF from it — so the three show the same figures. Shared by the costs page and the print
 * page, which lays it out from the print service's own read of the costs (security review L5).
 */
import type { CostsAndCharges, CostsPageInput, CostsPageState } from '@portal/api/browser';
import type { Account } from '@portal/api/browser';
import {
  COMBINED_ACCOUNT_KEY,
  accountLabel,
  costsFileName,
  costsTexts,
  csvDecimal,
  formatDate,
  portfolioTexts,
  toCsv,
  type CsvCell,
} from '@portal/domain';
import { costsCellText, costsTables, hasNoCharges, type CostsAccountSection, type CostsTableModel } from '@portal/ui/CostsAndCharges';

/** A section's name: the account's label ('ISA 30012345'), or 'Combined portfolio'. */
export function costsSectionName(accountsKey: string, accounts: readonly Pick<Account, 'accountNumber' | 'wrapperType'>[]): string {
  if (accountsKey === COMBINED_ACCOUNT_KEY) return portfolioTexts.combinedTitle;
  return accountLabel(accounts.find((a) => a.accountNumber === accountsKey)?.wrapperType, accountsKey);
}

/** The page's sections, named. */
export function costsSections(
  data: CostsAndCharges,
  accounts: readonly Pick<Account, 'accountNumber' | 'wrapperType'>[],
): CostsAccountSection[] {
  return data.sections.map((section) => ({ name: costsSectionName(section.accountsKey, accounts), section }));
}

/** The period as the page and the PDF word it ('06.04.26 to 27.11.26'). */
export const costsPeriodText = (data: CostsAndCharges): string =>
  costsTexts.period(formatDate(data.period.from), formatDate(data.period.to));

const withoutPound = (text: string) => text.replace(/£/g, '');

export interface CostsReportInput {
  clientId: number;
  clientName: string;
  data: CostsAndCharges;
  sections: readonly CostsAccountSection[];
  /** Today's London date (the report date). */
  reportDate: string;
}

const tablesOf = (input: CostsReportInput) =>
  input.sections.map(({ name, section }) => ({ name, section, tables: costsTables(name, section, costsPeriodText(input.data)) }));

const partName: Record<CostsTableModel['part'], string> = {
  costs: costsTexts.csv.partCosts,
  effect: costsTexts.csv.partEffect,
  nextYear: costsTexts.csv.partNextYear,
};

/** The CSV text: a title block, then one table of every figure (Type, Account, Part, Item, Amount, %). */
export function costsCsv(input: CostsReportInput): string {
  const t = costsTexts.csv;
  const csvDate = (iso: string) => formatDate(iso, 'DD/MM/YYYY');
  const rows: CsvCell[][] = [
    [costsTexts.title],
    [t.clientName, input.clientName],
    [t.clientReference, String(input.clientId)],
    [t.period, costsTexts.period(csvDate(input.data.period.from), csvDate(input.data.period.to))],
    [t.reportDate, csvDate(input.reportDate)],
    [],
    [t.type, t.account, t.part, t.item, t.amount, t.percent],
  ];
  for (const { name, tables } of tablesOf(input)) {
    for (const table of tables) {
      for (const row of table.rows) {
        let amount: CsvCell = null;
        let percent: CsvCell = null;
        for (const cell of row.cells) {
          if (cell.kind === 'money') amount = cell.value;
          else if (cell.kind === 'percent' && cell.value !== null) percent = csvDecimal(cell.value, 2);
        }
        const type = row.isTotal ? '' : table.part === 'effect' ? t.figureType : t.costType;
        rows.push([type, name, partName[table.part], row.label, amount, percent]);
      }
    }
  }
  return toCsv(rows.map((row) => row.map((cell) => (typeof cell === 'string' ? withoutPound(cell) : cell))));
}

/**
 * What the browser sends for the PDF: the client and the period the page shows (a tax year by its
 * start year, or the range); the print service reads the costs itself (security review L5).
 */
export function costsPageInput(
  clientId: number,
  period: { kind: 'taxYear'; startYear: number } | { kind: 'range'; from: string; to: string },
): CostsPageInput {
  return {
    kind: 'costs',
    clientId,
    accountNumber: null,
    period: period.kind === 'taxYear' ? { taxYear: String(period.startYear) } : { from: period.from, to: period.to },
  };
}

/** The PDF's page (the print page lays it out from the server's reads): every table's texts as the page shows them, and the page's notes. */
export function costsPageState(input: CostsReportInput): CostsPageState {
  return {
    kind: 'costs',
    clientId: input.clientId,
    clientName: input.clientName,
    accountNumber: null,
    period: costsPeriodText(input.data),
    sections: tablesOf(input).map(({ name, section, tables }) => ({
      name,
      notes: [
        ...(hasNoCharges(section) ? [costsTexts.noCharges] : []),
        ...(section.returnWithCostsPercent === null ? [costsTexts.noReturn] : []),
      ],
      tables: tables.map((table) => ({
        caption: table.caption,
        columns: table.columns,
        rows: table.rows.map((row) => [row.label, ...row.cells.map(costsCellText)]),
      })),
    })),
    notes: [
      costsTexts.fundCostsNote,
      costsTexts.effectNote,
      costsTexts.nextYearNote,
      ...(input.data.cashInterestRetainedKnown ? [] : [costsTexts.cashInterestUnknown]),
    ],
  };
}

export const costsCsvFileName = (clientId: number, data: CostsAndCharges) =>
  costsFileName(clientId, data.period.from, data.period.to, 'csv');
export const costsPdfFileName = (clientId: number, data: CostsAndCharges) =>
  costsFileName(clientId, data.period.from, data.period.to, 'pdf');
