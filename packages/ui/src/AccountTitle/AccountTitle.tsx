/**
 * The account label of the transaction screens (spec §2): wrapper type plus account number, and
 * the account's alias under it when it has one. In the adviser view the header also names the client
 * above the account (spec §2 Transactions: 'a client and account header').
 */
import { accountLabel, adviserTexts } from '@portal/domain';
import * as styles from './AccountTitle.css.ts';
import { cx } from '../utils/cx.ts';

export interface AccountTitleProps {
  wrapperType: string;
  accountNumber: string;
  alias?: string | null;
  /** The adviser view: the client's name and reference above the account. */
  client?: { name: string; reference: string } | null;
  /** Level of the heading in the page outline. @default 2 */
  headingLevel?: 2 | 3;
  className?: string;
}

export function AccountTitle({ wrapperType, accountNumber, alias, client = null, headingLevel = 2, className }: AccountTitleProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, className)}>
      {client && (
        <p className={styles.client}>
          <span className={styles.clientName}>{client.name}</span> <span>{adviserTexts.clientReference(client.reference)}</span>
        </p>
      )}
      <Heading className={styles.label}>{accountLabel(wrapperType, accountNumber)}</Heading>
      {alias && <p className={styles.alias}>{alias}</p>}
    </div>
  );
}
