export { HoldingsTable, defaultHoldingsTableLabels, holdingsLayouts } from './HoldingsTable.tsx';
export type { HoldingsLayout, HoldingsTableLabels, HoldingsTableProps } from './HoldingsTable.tsx';
export { HOLDING_UNITS_DECIMALS, holdingsTotals, isCashHolding, sortHoldings } from './holdings.ts';
export type { Holding } from './holdings.ts';
