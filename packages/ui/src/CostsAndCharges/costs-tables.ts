/**
 * The tables of one account's costs and charges (issue 32), as data: the page renders them, the PDF's
 * page state carries their texts, and the CSV writes their numbers — one model, so the three show the
 * same figures. Money in pounds (2 dp, as the server sends it); percentages in percent.
 */
import { COST_LINES, costsTexts, formatMoney, formatPercent, type CostLine } from '@portal/domain';

/** One account's section as the costs call answers it (@portal/api CostsSection). */
export interface CostsSectionValue {
  /** An account number, or 'Combined'. */
  accountsKey: string;
  averageValue: number;
  lines: readonly { line: CostLine; amount: number; percentOfAverage: number | null }[];
  total: { amount: number; percentOfAverage: number | null };
  returnWithCostsPercent: number | null;
  returnWithoutCostsPercent: number | null;
  effectOnReturn: number;
  nextYear: { lines: readonly { line: CostLine; amount: number }[]; total: number };
}

/** A figure: pounds, or a percentage (null: there is none, shown '–'); 'none' is an empty cell. */
export type CostsCell = { kind: 'money'; value: number } | { kind: 'percent'; value: number | null } | { kind: 'none' };

export interface CostsRow {
  /** The row's header cell. */
  label: string;
  cells: CostsCell[];
  /** The total row (bold, in the table's foot; a blank Type in the CSV). */
  isTotal?: boolean;
}

export type CostsPart = 'costs' | 'effect' | 'nextYear';

export interface CostsTableModel {
  part: CostsPart;
  caption: string;
  columns: string[];
  rows: CostsRow[];
}

/** The text of a figure as every output shows it: '£1,234.56', '0.25%', '–'. */
export function costsCellText(cell: CostsCell): string {
  if (cell.kind === 'money') return formatMoney(cell.value);
  if (cell.kind === 'none') return '';
  return cell.value === null ? costsTexts.notAvailable : formatPercent(cell.value);
}

const money = (value: number): CostsCell => ({ kind: 'money', value });
const percent = (value: number | null): CostsCell => ({ kind: 'percent', value });
const none: CostsCell = { kind: 'none' };

/** Lines of the illustration that today's charges can fill (one-off and event charges are not foreseen). */
const foreseen = (line: CostLine, amount: number) =>
  amount !== 0 || line === 'platform' || line === 'adviserOngoing' || line === 'fundOngoing' || line === 'transactionCosts';

/** The three tables of a section: the period's costs, their effect on the return, the next 12 months. */
export function costsTables(name: string, section: CostsSectionValue, period: string): CostsTableModel[] {
  const byLine = new Map(section.lines.map((l) => [l.line, l]));
  const nextYear = new Map(section.nextYear.lines.map((l) => [l.line, l.amount]));
  return [
    {
      part: 'costs',
      caption: costsTexts.costsCaption(name, period),
      columns: [costsTexts.cost, costsTexts.amount, costsTexts.percentOfAverage],
      rows: [
        ...COST_LINES.map((line) => {
          const figure = byLine.get(line);
          return { label: costsTexts.lines[line], cells: [money(figure?.amount ?? 0), percent(figure?.percentOfAverage ?? null)] };
        }),
        { label: costsTexts.total, cells: [money(section.total.amount), percent(section.total.percentOfAverage)], isTotal: true },
      ],
    },
    {
      part: 'effect',
      caption: costsTexts.effectCaption(name),
      columns: [costsTexts.figure, costsTexts.amount, costsTexts.percentOfAverage],
      rows: [
        { label: costsTexts.averageValue, cells: [money(section.averageValue), none] },
        { label: costsTexts.returnWithoutCosts, cells: [none, percent(section.returnWithoutCostsPercent)] },
        { label: costsTexts.returnWithCosts, cells: [none, percent(section.returnWithCostsPercent)] },
        { label: costsTexts.effectOnReturn, cells: [money(section.effectOnReturn), percent(section.total.percentOfAverage)] },
      ],
    },
    {
      part: 'nextYear',
      caption: costsTexts.nextYearCaption(name),
      columns: [costsTexts.cost, costsTexts.amount],
      rows: [
        ...COST_LINES.filter((line) => foreseen(line, nextYear.get(line) ?? 0)).map((line) => ({
          label: costsTexts.lines[line],
          cells: [money(nextYear.get(line) ?? 0)],
        })),
        { label: costsTexts.total, cells: [money(section.nextYear.total)], isTotal: true },
      ],
    },
  ];
}

/** Whether a section paid nothing in its period (the page says so above the table of zeros). */
export const hasNoCharges = (section: CostsSectionValue): boolean => section.lines.every((l) => l.amount === 0);
