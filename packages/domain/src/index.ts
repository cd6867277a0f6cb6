// @portal/domain: the pure business rules of the client portal, shared by browser and server.
export * from './money.ts';
export * from './percent.ts';
export * from './dates.ts';
export * from './tax-year.ts';
export * from './calendar/index.ts';
export * from './date-ranges.ts';
export * from './password-rules.ts';
export * from './accounts.ts';
export * from './constants.ts';
export * from './documents.ts';
export * from './error-code.ts';
export * from './texts/index.ts';
export * from './transactions/index.ts';
export * from './csv/csv.ts';
export * from './portfolio/portfolio.ts';
export * from './portfolio/combined-holdings.ts';
export * from './decimal-input/decimal-input.ts';
