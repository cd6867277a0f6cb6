/** The key screens, composed from the library's own components with sample data, for the theme preview. */
import { homeTexts, loginTexts, navigationTexts } from '@portal/domain';
import { AppShell } from '../AppShell/AppShell.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { HoldingsTable } from '../HoldingsTable/HoldingsTable.tsx';
import { demoHoldings } from '../HoldingsTable/fixtures.ts';
import type { NavItem } from '../NavBar/NavBar.tsx';
import { PageContainer, PageHeading } from '../Page/Page.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { PublicLayout } from '../PublicLayout/PublicLayout.tsx';
import type { SideMenuItem } from '../SideMenu/SideMenu.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { TransactionTable } from '../TransactionTable/TransactionTable.tsx';
import { sampleRows } from '../TransactionTable/TransactionTable.fixtures.ts';

const nav = (current: string): NavItem[] => [
  { id: 'home', label: navigationTexts.nav.home, href: '#home', icon: 'home', isCurrent: current === 'home' },
  { id: 'analysis', label: navigationTexts.nav.analysis, href: '#analysis', icon: 'analysis' },
  {
    id: 'transactions',
    label: navigationTexts.nav.transactions,
    href: '#transactions',
    icon: 'transactions',
    isCurrent: current === 'transactions',
  },
  {
    id: 'documents',
    label: navigationTexts.nav.documents,
    href: '#documents',
    icon: 'documents',
    badge: navigationTexts.unreadBadge,
    badgeDescription: 'Unread documents',
  },
];

const menu: SideMenuItem[] = [
  { id: 'personal', label: navigationTexts.sideMenu.personalDetails, href: '#personal' },
  { id: 'settings', label: navigationTexts.sideMenu.settings, href: '#settings' },
  { id: 'logout', label: navigationTexts.sideMenu.logOut, onAction: () => {} },
];

export function LoginScreen() {
  return (
    <PublicLayout>
      <h2>{loginTexts.login}</h2>
      <TextField label={loginTexts.username} defaultValue="demo.client@example.com" />
      <PasswordField label={loginTexts.password} />
      <Button fullWidth>{loginTexts.login}</Button>
    </PublicLayout>
  );
}

export function HomeScreen() {
  return (
    <AppShell navItems={nav('home')} menuItems={menu}>
      <PageContainer>
        <PageHeading>{homeTexts.heading('Alice')}</PageHeading>
        <Card title={homeTexts.myPortfolio} heroLabel={homeTexts.accountValue} heroValue="£254,310.72">
          <Button variant="secondary">{homeTexts.viewCombinedPortfolio}</Button>
        </Card>
        <Card title={homeTexts.myAccounts} subtitle="ISA 1000230456" heroLabel={homeTexts.accountValue} heroValue="£88,120.40" />
      </PageContainer>
    </AppShell>
  );
}

export function AccountSummaryScreen() {
  return (
    <AppShell navItems={nav('home')} menuItems={menu}>
      <PageContainer>
        <PageHeading>ISA 1000230456</PageHeading>
        <Card title="Holdings" heroLabel={homeTexts.accountValue} heroValue="£6,334.83">
          <HoldingsTable holdings={demoHoldings} />
        </Card>
      </PageContainer>
    </AppShell>
  );
}

export function TransactionsScreen() {
  return (
    <AppShell navItems={nav('transactions')} menuItems={menu}>
      <PageContainer>
        <PageHeading>{navigationTexts.nav.transactions}</PageHeading>
        <TransactionTable rows={sampleRows()} expandedIds={new Set()} onToggle={() => {}} onToggleAll={() => {}} />
      </PageContainer>
    </AppShell>
  );
}
