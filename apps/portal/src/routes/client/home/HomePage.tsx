import type { Account } from '@portal/api/browser';
import { accountLabel, formatMoney, homeTexts, isClosedAccount } from '@portal/domain';
import { Card, PageContainer, PageHeading } from '@portal/ui';
import { useClient } from '../client-context.ts';
import * as styles from './HomePage.css.ts';

function AccountBlock({ account }: { account: Account }) {
  const title = accountLabel(account.wrapperType, account.accountNumber);
  return (
    <li className={styles.item}>
      <Card title={title} subtitle={account.alias ?? undefined} headingLevel={3}>
        <dl className={styles.facts}>
          <dt>{homeTexts.accountValue}</dt>
          <dd>{account.totalHoldings === null ? '–' : formatMoney(account.totalHoldings)}</dd>
          {account.numberOfOwners > 1 && (
            <>
              <dt>{homeTexts.jointWith}</dt>
              <dd>{account.jointClients.map((c) => `${c.forename} ${c.surname}`).join(', ')}</dd>
            </>
          )}
        </dl>
      </Card>
    </li>
  );
}

function AccountList({ heading, accounts }: { heading: string; accounts: Account[] }) {
  const id = heading.replace(/\s+/g, '-').toLowerCase();
  if (accounts.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{heading}</h2>
      <ul className={styles.list}>
        {accounts.map((account) => (
          <AccountBlock key={account.accountNumber} account={account} />
        ))}
      </ul>
    </section>
  );
}

export function HomePage() {
  const { client } = useClient();
  const open = client.accounts.filter((a) => !isClosedAccount(a));
  const closed = client.accounts.filter((a) => isClosedAccount(a));
  const total = open.reduce((sum, a) => sum + (a.totalHoldings ?? 0), 0);
  return (
    <PageContainer>
      <PageHeading>{homeTexts.heading(client.forename)}</PageHeading>
      <section aria-labelledby="my-portfolio" className={styles.section}>
        <h2 id="my-portfolio">{homeTexts.myPortfolio}</h2>
        <p className={styles.total}>{formatMoney(total)}</p>
      </section>
      <AccountList heading={homeTexts.myAccounts} accounts={open} />
      <AccountList heading={homeTexts.myClosedAccounts} accounts={closed} />
    </PageContainer>
  );
}
