/**
 * The account selector of spec §2 'Common interface' and §5: a RAC Select of accounts, with an
 * 'All accounts' (combined) choice when there is more than one account and closed accounts grouped
 * under their own heading. It renders nothing when there would be only one choice.
 */
import { accountLabel, commonTexts, isClosedAccount } from '@portal/domain';
import type { Key } from 'react-aria-components';
import { Button, Header, Label, ListBox, ListBoxItem, ListBoxSection, Select, SelectValue, Text } from 'react-aria-components';
import { Icon } from '../icons/Icon.tsx';
import { Popover } from '../overlays/Popover.tsx';
import * as styles from './AccountSelector.css.ts';
import { accountSelectorSizes } from './dropdown.ts';
import { cx } from '../utils/cx.ts';

export interface SelectableAccount {
  accountNumber: string;
  wrapperType: string;
  /** 'Active' or 'Closed'; closed accounts are listed under 'Closed accounts'. */
  accountStatus: string;
  alias?: string | null;
}

export interface AccountSelectorProps {
  accounts: readonly SelectableAccount[];
  /** The chosen account number, or `combinedKey` for all accounts; null or undefined shows the placeholder. */
  selectedKey?: string | null;
  onSelectionChange?: (key: string) => void;
  /** Key of the 'All accounts' choice. @default 'Combined' */
  combinedKey?: string;
  /** Offer the 'All accounts' choice (screens of one account, like transactions, leave it out). @default true */
  showCombined?: boolean;
  /** Visible label. Without it, give an `aria-label`. */
  label?: string;
  'aria-label'?: string;
  /** Shows 'Loading account list..' and disables the selector. @default false */
  isLoading?: boolean;
  /** The selector's own words (each defaults to the catalogue's); pass only those to change. */
  labels?: Partial<AccountSelectorLabels>;
  isDisabled?: boolean;
  className?: string;
}

/** Texts of the selector; the defaults are `commonTexts` from @portal/domain. */
export interface AccountSelectorLabels {
  /** The combined choice. @default 'All accounts' */
  allAccounts: string;
  /** Section heading. @default commonTexts.activeAccounts */
  activeAccounts: string;
  /** Section heading. @default commonTexts.closedAccounts */
  closedAccounts: string;
  /** Placeholder while `isLoading`. @default 'Loading account list..' */
  loading: string;
  /** Placeholder when nothing is chosen. @default commonTexts.accountSelectPlaceholder */
  placeholder: string;
}

export const defaultAccountSelectorLabels: AccountSelectorLabels = {
  allAccounts: commonTexts.allAccounts,
  activeAccounts: commonTexts.activeAccounts,
  closedAccounts: commonTexts.closedAccounts,
  loading: commonTexts.accountSelectLoading,
  placeholder: commonTexts.accountSelectPlaceholder,
};

interface Choice {
  id: string;
  label: string;
  alias?: string | null;
}

/** The options the selector would offer, in order: combined first, then active, then closed accounts. */
export function accountChoices(
  accounts: readonly SelectableAccount[],
  combinedKey: string = 'Combined',
  showCombined: boolean = true,
  allAccountsLabel: string = commonTexts.allAccounts,
) {
  const toChoice = (account: SelectableAccount): Choice => ({
    id: account.accountNumber,
    label: accountLabel(account.wrapperType, account.accountNumber),
    alias: account.alias,
  });
  return {
    combined: showCombined && accounts.length > 1 ? { id: combinedKey, label: allAccountsLabel } : undefined,
    active: accounts.filter((account) => !isClosedAccount(account)).map(toChoice),
    closed: accounts.filter((account) => isClosedAccount(account)).map(toChoice),
  };
}

function Option({ choice }: { choice: Choice }) {
  return (
    <ListBoxItem id={choice.id} textValue={choice.label} className={styles.option}>
      <Text slot="label">{choice.label}</Text>
      {choice.alias && (
        <Text slot="description" className={styles.alias}>
          {choice.alias}
        </Text>
      )}
    </ListBoxItem>
  );
}

export function AccountSelector({
  accounts,
  selectedKey,
  onSelectionChange,
  combinedKey = 'Combined',
  showCombined = true,
  label,
  'aria-label': ariaLabel,
  isLoading = false,
  labels,
  isDisabled = false,
  className,
}: AccountSelectorProps) {
  const text = { ...defaultAccountSelectorLabels, ...labels };
  const { combined, active, closed } = accountChoices(accounts, combinedKey, showCombined, text.allAccounts);
  const optionCount = (combined ? 1 : 0) + active.length + closed.length;
  if (!isLoading && optionCount <= 1) return null;

  const sections = [
    { id: 'active', title: text.activeAccounts, choices: active },
    { id: 'closed', title: text.closedAccounts, choices: closed },
  ].filter((section) => section.choices.length > 0);

  return (
    <Select
      className={cx(styles.field, className)}
      aria-label={label ? undefined : ariaLabel}
      placeholder={isLoading ? text.loading : text.placeholder}
      value={isLoading ? null : (selectedKey ?? null)}
      onChange={(key: Key | null) => {
        if (key !== null) onSelectionChange?.(String(key));
      }}
      isDisabled={isDisabled || isLoading}
      data-loading={isLoading || undefined}
    >
      {label && <Label className={styles.label}>{label}</Label>}
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <Icon name="chevronDown" size={18} />
      </Button>
      <Popover className={styles.popover} placement="bottom start">
        <ListBox className={cx(styles.listBox, optionCount > accountSelectorSizes.maxItemsWithoutScroll && styles.scrollingList)}>
          {combined && <Option choice={combined} />}
          {sections.map((section) => (
            <ListBoxSection key={section.id} id={section.id}>
              <Header className={styles.sectionHeader}>{section.title}</Header>
              {section.choices.map((choice) => (
                <Option key={choice.id} choice={choice} />
              ))}
            </ListBoxSection>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
