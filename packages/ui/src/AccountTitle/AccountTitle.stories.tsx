import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountLabel } from '@portal/domain';
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
