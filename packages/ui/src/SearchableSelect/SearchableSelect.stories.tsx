import type { Meta, StoryObj } from '@storybook/react-vite';
import { adviserTexts } from '@portal/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchableSelect } from './SearchableSelect.tsx';
import type { SearchableSelectProps } from './SearchableSelect.tsx';
import { clients, firms } from './fixtures.ts';

/** Keeps the selection in story state, starting from the args. */
function Stateful(args: SearchableSelectProps) {
  const [key, setKey] = useState(args.selectedKey ?? null);
  return (
    <div style={{ minHeight: 420 }}>
      <SearchableSelect
        {...args}
        selectedKey={key}
        onSelectionChange={(k) => {
          setKey(k);
          args.onSelectionChange?.(k);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/SearchableSelect',
  component: SearchableSelect,
  args: { label: adviserTexts.selectFirm, items: firms, tall: true, emptyText: adviserTexts.noLocations, onSelectionChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SearchableSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const clientArgs = { label: adviserTexts.selectClient, tall: false, emptyText: adviserTexts.noClients } as const;

export const Firms: Story = {};
export const Preselected: Story = { args: { selectedKey: '40000031' } };
export const NoLocations: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: adviserTexts.selectFirm });
    await expect(input).toHaveAccessibleDescription(adviserTexts.noLocations);
  },
};
export const LoadingClients: Story = {
  args: { ...clientArgs, items: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};
export const NoClients: Story = { args: { ...clientArgs, items: [] } };
export const Disabled: Story = { args: { isDisabled: true } };

export const FilterAndChoose: Story = {
  args: { ...clientArgs, items: clients(40) },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: adviserTexts.selectClient });
    await userEvent.type(input, 'TAYLOR');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).queryByText(/Smith/)).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
  },
};

export const OpenShortList: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
  },
};

export const ThousandClients: Story = {
  args: { ...clientArgs, items: clients(1000) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const listbox = await within(document.body).findByRole('listbox');
    // Virtualised: only the rows in view are in the DOM.
    await expect(within(listbox).getAllByRole('option').length).toBeLessThan(40);
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
    await within(document.body).findByRole('listbox');
  },
};
