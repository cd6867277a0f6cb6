/** Print mode's front pages (spec §2 Account summary and Transactions in print mode). */
export const printTexts = {
  clientName: 'Client name',
  clientReference: 'Client reference',
  accountNumber: 'Account number',
  accountType: 'Account type', // spec wording not shown
  adviser: 'Adviser',
  outletId: 'outlet id',
  reportDate: 'Report date',
  dateRange: 'Date range',
  transactions: 'Transactions',
  holdings: 'Holdings',
  modelPortfolio: 'Model portfolio',
  noAdviser: 'None',
  /** Shown in the print browser when its page state is gone (expired or already read). */
  stateMissing: 'This print has expired. Please download it again.',
  /** The footer line of every printed page. */
  footer: (date: string) => `Printed from the client portal on ${date}`,
};
