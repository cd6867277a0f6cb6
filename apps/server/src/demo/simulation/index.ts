// Public API of the deterministic demo-data simulation: market, account histories, transaction
// type catalogue and valuation helpers used by the seeder and the analysis (the calendar is @portal/domain's).
export * from './random.ts';
export * from './money.ts';
export * from './market.ts';
export * from './transaction-types.ts';
export * from './account.ts';
export * from './valuation.ts';
