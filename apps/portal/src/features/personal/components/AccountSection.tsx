/**
 * Account (issue 11): the client's accounts, each nickname in an inline-editable cell that saves
 * through PATCH accountAlias after the confirm dialog; an adviser (read-only) sees the nicknames only.
 */
import { ACCOUNT_ALIAS_MAX, type ClientResource } from '@portal/api/browser';
import { accountLabel, personalTexts } from '@portal/domain';
import { EditableCellField } from '../../../shared/editable-cell/EditableCellField.tsx';
import { personalApi } from '../api.ts';
import * as styles from './personal.css.ts';

const { fields } = personalTexts;

const validateAlias = (draft: string) => (draft.trim() === '' ? personalTexts.nicknameRequired : null);

export function AccountSection({ client }: { client: ClientResource }) {
  if (client.accounts.length === 0) return <p className={styles.muted}>{personalTexts.noAccounts}</p>;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {fields.accountNumber}
            </th>
            <th scope="col" className={styles.cell}>
              {fields.nickname}
            </th>
          </tr>
        </thead>
        <tbody>
          {client.accounts.map((account) => (
            <tr key={account.accountNumber}>
              <td className={styles.cell}>{accountLabel(account.wrapperType, account.accountNumber)}</td>
              <td className={styles.cell}>
                <EditableCellField
                  label={personalTexts.nicknameOf(account.accountNumber)}
                  value={account.alias ?? ''}
                  maxLength={ACCOUNT_ALIAS_MAX}
                  validate={validateAlias}
                  save={(alias) => personalApi.renameAccount(client.clientId, account.accountNumber, alias)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
