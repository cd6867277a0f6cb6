/** Demo accounts for the selector's stories and tests. */
import type { SelectableAccount } from './AccountSelector.tsx';

export const demoAccounts: SelectableAccount[] = [
  { accountNumber: '1234567', wrapperType: 'ISA', accountStatus: 'Active', alias: 'Rainy day' },
  { accountNumber: '2345678', wrapperType: 'Pension', accountStatus: 'Active' },
  { accountNumber: '3456789', wrapperType: 'GIA', accountStatus: 'Closed' },
];

/** Nine accounts: more than seven options, so the list scrolls. */
export const manyAccounts: SelectableAccount[] = Array.from({ length: 9 }, (_, index) => ({
  accountNumber: String(5000001 + index),
  wrapperType: index % 3 === 0 ? 'Pension' : 'ISA',
  accountStatus: index > 6 ? 'Closed' : 'Active',
}));
