import type { Meta, StoryObj } from '@storybook/react-vite';
import { documentsTexts } from '@portal/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoAccounts } from '../AccountSelector/fixtures.ts';
import { DocumentFilters } from './DocumentFilters.tsx';
import type { DocumentFiltersProps } from './DocumentFilters.tsx';

const today = '2024-06-15';

/** Holds the value like the portal's route does, so the stories can be used. */
function Controlled(props: DocumentFiltersProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DocumentFilters
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Documents/DocumentFilters',
  component: DocumentFilters,
  args: {
    value: { category: 'All', accountKey: 'Combined', dateRange: { id: 'LAST_12_MONTHS', startDate: '2023-06-15', endDate: today } },
    onChange: fn(),
    categories: ['Valuations', 'Statements', 'None', 'Tax'],
    accounts: demoAccounts,
    today,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DocumentFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A single account: the account selector is hidden (spec §2). */
export const OneAccount: Story = { args: { accounts: demoAccounts.slice(0, 1), value: { ...meta.args.value, accountKey: '1234567' } } };
export const MiscellaneousChosen: Story = { args: { value: { ...meta.args.value, category: 'None' } } };
export const Disabled: Story = { args: { isDisabled: true } };
export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1' } } };

export const ChooseACategory: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(documentsTexts.categoryLabel) }));
    await userEvent.click(await body.findByRole('option', { name: documentsTexts.miscellaneous }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...args.value, category: 'None' });
  },
};
