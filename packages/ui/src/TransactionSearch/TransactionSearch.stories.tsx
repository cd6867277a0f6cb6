import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createSearchIndex, suggest, transactionsTexts } from '@portal/domain';
import { sampleRows } from '../TransactionTable/TransactionTable.fixtures.ts';
import { TransactionSearch } from './TransactionSearch.tsx';

const texts = transactionsTexts;
const index = createSearchIndex(sampleRows());

const meta = {
  title: 'Components/TransactionSearch',
  component: TransactionSearch,
  args: { value: '', onChange: fn(), onSelect: fn(), suggestions: [] },
} satisfies Meta<typeof TransactionSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithTerm: Story = { args: { value: 'sterling' } };

export const Disabled: Story = { args: { isDisabled: true } };

function Stateful({ onSelect }: { onSelect?: () => void }) {
  const [term, setTerm] = useState('');
  const suggestions = useMemo(() => suggest(index, term), [term]);
  return <TransactionSearch value={term} onChange={setTerm} suggestions={suggestions} onSelect={onSelect} />;
}

/** Suggestions grouped 'Assets' and 'Transaction Types', picked with the keyboard. */
export const SearchActive: Story = {
  render: (args) => <Stateful onSelect={args.onSelect} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: texts.searchLabel });
    await userEvent.type(input, 's');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByText(texts.suggestionGroupAssets)).toBeInTheDocument();
    await expect(within(listbox).getByText(texts.suggestionGroupTransactionTypes)).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: texts.clearSearch }));
    await expect(input).toHaveValue('');
  },
};

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1' } }, render: () => <Stateful /> };
