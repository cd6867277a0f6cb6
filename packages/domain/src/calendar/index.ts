// The one calendar: ISO day numbers and date parts, England & Wales bank holidays (as data) and trading days.
export * from './iso-days.ts';
export * from './bank-holidays.ts';
export * from './trading-days.ts';
export * from './support-hours.ts';
