/**
 * The holdings table of the account summary (spec §2, §3 Holding, §5): Asset (linked to its fact
 * sheet in a new tab unless printing), Units, Price to 6 decimals, Value and % of account, Cash
 * first then by name, and a totals line. Below 960px of width the rows become cards and, outside
 * print, only the first 3 show until 'View all'.
 */
import {
  COLLAPSED_LIST_ROWS,
  commonTexts,
  formatHoldingPrice,
  formatMoney,
  formatNumber,
  formatPercent,
  holdingsTexts,
  isNegative,
} from '@portal/domain';
import { useId, useState } from 'react';
import { Cell, Column, Link, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { useElementWidth } from '../PerformanceChart/use-element-width.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { breakpoints } from '../themes/layout.ts';
import { visuallyHidden } from '../utils/visually-hidden.css.ts';
import * as styles from './HoldingsTable.css.ts';
import { HOLDING_UNITS_DECIMALS, holdingsTotals, sortHoldings, type Holding } from './holdings.ts';
import { cx } from '../utils/cx.ts';

export const holdingsLayouts = ['auto', 'table', 'cards'] as const;
export type HoldingsLayout = (typeof holdingsLayouts)[number];

export interface HoldingsTableProps {
  holdings: readonly Holding[];
  /** The fact-sheet address of an ISIN; without it assets are plain text. */
  factSheetHref?: (isin: string) => string;
  /** Print mode hides fact-sheet links and shows every card. @default false */
  isPrintMode?: boolean;
  /** @default false */
  isLoading?: boolean;
  /** `auto` switches to cards when the container is narrower than 960px. @default 'auto' */
  layout?: HoldingsLayout;
  /** @default true */
  showTotals?: boolean;
  /** Accessible name of the table. @default 'Holdings' */
  'aria-label'?: string;
  /** The table's own words (each defaults to the catalogue's); pass only those to change. */
  labels?: Partial<HoldingsTableLabels>;
  className?: string;
}

/** Texts of the table; defaults from `holdingsTexts` and `commonTexts` in @portal/domain. */
export interface HoldingsTableLabels {
  /** Column headings and card terms. @default holdingsTexts.columns */
  columns: { readonly [Column in keyof typeof holdingsTexts.columns]: string };
  /** The totals row. @default 'Total' */
  total: string;
  /** @default holdingsTexts.empty */
  empty: string;
  /** @default 'Loading holdings' */
  loading: string;
  /** Hidden text after an asset's fact-sheet link. @default 'fact sheet (opens in a new tab)' */
  factSheetLink: string;
  /** Card list toggle. @default 'View all' */
  viewAll: string;
  /** @default 'View less' */
  viewLess: string;
}

export const defaultHoldingsTableLabels: HoldingsTableLabels = {
  columns: holdingsTexts.columns,
  total: holdingsTexts.total,
  empty: holdingsTexts.empty,
  loading: holdingsTexts.loading,
  factSheetLink: `${holdingsTexts.factSheetSuffix} ${commonTexts.opensInNewTab}`,
  viewAll: commonTexts.viewAll,
  viewLess: commonTexts.viewLess,
};

interface AssetNameProps extends Pick<HoldingsTableProps, 'factSheetHref' | 'isPrintMode'> {
  holding: Holding;
  factSheetLink: string;
}

function AssetName({ holding, factSheetHref, isPrintMode, factSheetLink }: AssetNameProps) {
  if (!holding.fundFactSheetAvailable || !holding.isin || !factSheetHref || isPrintMode) return <>{holding.asset}</>;
  return (
    <Link href={factSheetHref(holding.isin)} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {holding.asset} <span className={visuallyHidden}>{factSheetLink}</span>
    </Link>
  );
}

const money = (value: number | null | undefined) => (
  <span className={isNegative(value) ? styles.negative : undefined}>{formatMoney(value)}</span>
);

function cells(holding: Holding) {
  return {
    units: formatNumber(holding.units, HOLDING_UNITS_DECIMALS),
    price: formatHoldingPrice(holding.price),
    value: money(holding.value),
    percentageOfAccount: formatPercent(holding.percentageOfAccount),
  };
}

export function HoldingsTable({
  holdings,
  factSheetHref,
  isPrintMode = false,
  isLoading = false,
  layout = 'auto',
  showTotals = true,
  'aria-label': ariaLabel = holdingsTexts.title,
  labels,
  className,
}: HoldingsTableProps) {
  const copy = { ...defaultHoldingsTableLabels, ...labels };
  const { columns } = copy;
  const { ref, width, isMeasured } = useElementWidth<HTMLDivElement>(breakpoints.desktopMin);
  const [isExpanded, setExpanded] = useState(false);
  const listId = useId();
  const sorted = sortHoldings(holdings);
  const totals = holdingsTotals(holdings);
  const asCards = layout === 'cards' || (layout === 'auto' && isMeasured && width < breakpoints.desktopMin);
  const rootClass = cx(styles.root, className);

  if (asCards) {
    const isCollapsible = !isPrintMode && sorted.length > COLLAPSED_LIST_ROWS;
    const visible = isCollapsible && !isExpanded ? sorted.slice(0, COLLAPSED_LIST_ROWS) : sorted;
    return (
      <div ref={ref} className={rootClass}>
        {isLoading && sorted.length === 0 ? (
          <Spinner label={copy.loading} />
        ) : sorted.length === 0 ? (
          <p className={styles.empty}>{copy.empty}</p>
        ) : (
          <>
            <ul id={listId} aria-label={ariaLabel} className={styles.cards}>
              {visible.map((holding) => {
                const text = cells(holding);
                return (
                  <li key={`${holding.isin ?? ''}-${holding.asset}`} className={styles.card}>
                    <p className={styles.cardTitle}>
                      <AssetName
                        holding={holding}
                        factSheetHref={factSheetHref}
                        isPrintMode={isPrintMode}
                        factSheetLink={copy.factSheetLink}
                      />
                    </p>
                    <dl className={styles.cardFields}>
                      <dt>{columns.units}</dt>
                      <dd>{text.units}</dd>
                      <dt>{columns.price}</dt>
                      <dd>{text.price}</dd>
                      <dt>{columns.value}</dt>
                      <dd>{text.value}</dd>
                      <dt>{columns.percentageOfAccount}</dt>
                      <dd>{text.percentageOfAccount}</dd>
                    </dl>
                  </li>
                );
              })}
            </ul>
            {showTotals && (
              <dl className={cx(styles.cardFields, styles.cardTotals)}>
                <dt>{copy.total}</dt>
                <dd>{money(totals.value)}</dd>
                <dt>{columns.percentageOfAccount}</dt>
                <dd>{formatPercent(totals.percentageOfAccount)}</dd>
              </dl>
            )}
            {isCollapsible && (
              <Button variant="link" aria-expanded={isExpanded} aria-controls={listId} onPress={() => setExpanded(!isExpanded)}>
                {isExpanded ? copy.viewLess : copy.viewAll}
              </Button>
            )}
          </>
        )}
      </div>
    );
  }

  return (
    <div ref={ref} className={rootClass}>
      <Table aria-label={ariaLabel} className={styles.table}>
        <TableHeader className={styles.header}>
          <Column isRowHeader className={styles.column}>
            {columns.asset}
          </Column>
          <Column className={styles.numericColumn}>{columns.units}</Column>
          <Column className={styles.numericColumn}>{columns.price}</Column>
          <Column className={styles.numericColumn}>{columns.value}</Column>
          <Column className={styles.numericColumn}>{columns.percentageOfAccount}</Column>
        </TableHeader>
        <TableBody
          renderEmptyState={() =>
            isLoading ? (
              <div className={styles.emptyCell}>
                <Spinner label={copy.loading} />
              </div>
            ) : (
              <p className={cx(styles.empty, styles.emptyCell)}>{copy.empty}</p>
            )
          }
        >
          {sorted.map((holding) => {
            const text = cells(holding);
            return (
              <Row key={`${holding.isin ?? ''}-${holding.asset}`} id={`${holding.isin ?? ''}-${holding.asset}`} className={styles.row}>
                <Cell className={styles.cell}>
                  <AssetName holding={holding} factSheetHref={factSheetHref} isPrintMode={isPrintMode} factSheetLink={copy.factSheetLink} />
                </Cell>
                <Cell className={styles.numericCell}>{text.units}</Cell>
                <Cell className={styles.numericCell}>{text.price}</Cell>
                <Cell className={styles.numericCell}>{text.value}</Cell>
                <Cell className={styles.numericCell}>{text.percentageOfAccount}</Cell>
              </Row>
            );
          })}
          {showTotals && sorted.length > 0 && (
            <Row id="total" className={styles.totalRow}>
              <Cell className={styles.cell}>{copy.total}</Cell>
              <Cell className={styles.numericCell}>{''}</Cell>
              <Cell className={styles.numericCell}>{''}</Cell>
              <Cell className={styles.numericCell}>{money(totals.value)}</Cell>
              <Cell className={styles.numericCell}>{formatPercent(totals.percentageOfAccount)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
