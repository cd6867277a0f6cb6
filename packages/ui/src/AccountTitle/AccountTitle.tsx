/**
 * The account label of the transaction screens (spec §2): wrapper type plus account number, and
 * the account's alias under it when it has one.
 */
import { accountLabel } from '@portal/domain';
import * as styles from './AccountTitle.css.ts';
import { cx } from '../utils/cx.ts';

export interface AccountTitleProps {
  wrapperType: string;
  accountNumber: string;
  alias?: string | null;
  /** Level of the heading in the page outline. @default 2 */
  headingLevel?: 2 | 3;
  className?: string;
}

export function AccountTitle({ wrapperType, accountNumber, alias, headingLevel = 2, className }: AccountTitleProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, className)}>
      <Heading className={styles.label}>{accountLabel(wrapperType, accountNumber)}</Heading>
      {alias && <p className={styles.alias}>{alias}</p>}
    </div>
  );
}
