// Transaction history and income history rules (spec §4, §5, §9).
export * from './types.ts';
export * from './display.ts';
export * from './format.ts';
export * from './filters.ts';
export * from './search.ts';
export * from './income-history.ts';
export * from './regular-payments.ts';
export * from './paging.ts';
export * from './csv.ts';
export * from './tax-year-warning.ts';
