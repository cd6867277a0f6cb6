import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountLabel, adviserTexts } from '@portal/domain';
import { expect, within } from 'storybook/test';
import { AccountTitle } from './AccountTitle.tsx';

const meta = {
  title: 'Components/AccountTitle',
  component: AccountTitle,
  args: { wrapperType: 'ISA', accountNumber: '70001234', alias: 'Stocks and shares ISA' },
} satisfies Meta<typeof AccountTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAlias: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: accountLabel('ISA', '70001234') })).toBeInTheDocument();
    await expect(canvas.getByText('Stocks and shares ISA')).toBeInTheDocument();
  },
};

export const WithoutAlias: Story = { args: { alias: null } };

/** The adviser view (spec §2 Transactions): the client's name and reference above the account. */
export const AdviserView: Story = {
  args: { client: { name: 'Jane Smith', reference: '1000123' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Jane Smith')).toBeInTheDocument();
    await expect(canvas.getByText(adviserTexts.clientReference('1000123'))).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: accountLabel('ISA', '70001234') })).toBeInTheDocument();
  },
};
