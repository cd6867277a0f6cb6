import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountSelector } from './AccountSelector.tsx';
import type { AccountSelectorProps } from './AccountSelector.tsx';
import { demoAccounts, manyAccounts } from './fixtures.ts';

function Controlled(props: AccountSelectorProps) {
  const [key, setKey] = useState(props.selectedKey ?? null);
  return (
    <AccountSelector
      {...props}
      selectedKey={key}
      onSelectionChange={(next) => {
        setKey(next);
        props.onSelectionChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/AccountSelector',
  component: AccountSelector,
  args: { accounts: demoAccounts, label: 'Account', onSelectionChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AccountSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const CombinedSelected: Story = { args: { selectedKey: 'Combined' } };
export const AccountSelected: Story = { args: { selectedKey: '1234567' } };
export const Loading: Story = { args: { accounts: [], isLoading: true } };
export const Disabled: Story = { args: { selectedKey: '1234567', isDisabled: true } };
export const WithoutVisibleLabel: Story = { args: { label: undefined, 'aria-label': 'Account' } };
/** Screens of one account (transactions, income history) offer no 'All accounts' choice. */
export const WithoutCombined: Story = { args: { selectedKey: '1234567', showCombined: false } };

/** One account means one choice: nothing is rendered. */
export const SingleAccountHidden: Story = {
  args: { accounts: demoAccounts.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ActiveOnly: Story = { args: { accounts: demoAccounts.filter((account) => account.accountStatus === 'Active') } };

/** Ten options: the list has the fixed 315px height and scrolls. */
export const ManyAccountsScroll: Story = {
  args: { accounts: manyAccounts },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(manyAccounts.length + 1);
  },
};

export const NarrowScreen: Story = {
  args: { selectedKey: '2345678' },
  globals: { viewport: { value: 'mobile1' } },
};

export const ChooseAccount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Account/ }));
    await expect(await body.findByRole('group', { name: 'Closed accounts' })).toBeInTheDocument();
    await userEvent.click(body.getByRole('option', { name: /Pension 2345678/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('2345678');
    await expect(canvas.getByRole('button', { name: /Account/ })).toHaveTextContent('Pension 2345678');
  },
};
