/** Bank account(s) (spec §5): only Active ones, sort code as hyphen-joined pairs; none: 'Bank account to be set up'. */
import type { BankAccount } from '@portal/api/browser';
import { activeBankAccounts, formatSortCode, personalTexts } from '@portal/domain';
import * as styles from './personal.css.ts';

const { fields } = personalTexts;

export function BankAccountsSection({ bankAccounts }: { bankAccounts: readonly BankAccount[] | undefined }) {
  const active = activeBankAccounts(bankAccounts ?? []);
  if (active.length === 0) return <p className={styles.muted}>{personalTexts.noBankAccount}</p>;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {fields.accountName}
            </th>
            <th scope="col" className={styles.cell}>
              {fields.sortCode}
            </th>
            <th scope="col" className={styles.cell}>
              {fields.accountNumber}
            </th>
          </tr>
        </thead>
        <tbody>
          {active.map((bank) => (
            <tr key={bank.bankAccountId}>
              <td className={styles.cell}>{bank.accountName}</td>
              <td className={styles.cell}>{formatSortCode(bank.sortCode)}</td>
              <td className={styles.cell}>{bank.accountNumber}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
