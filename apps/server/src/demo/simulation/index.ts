// Public API of the deterministic demo-data simulation: market, account histories, transaction
// type catalogue, calendar and valuation helpers used by the seeder and the analysis.
export * from './random.ts';
export * from './calendar.ts';
export * from './money.ts';
export * from './market.ts';
export * from './transaction-types.ts';
export * from './account.ts';
export * from './valuation.ts';
