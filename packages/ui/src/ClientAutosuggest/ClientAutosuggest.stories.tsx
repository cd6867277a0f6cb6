import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClientAutosuggest } from './ClientAutosuggest.tsx';

const clients = [
  { clientId: 1000010001, forename: 'Alice', surname: 'Morgan' },
  { clientId: 1000010002, forename: 'Bob', surname: 'Alison' },
  { clientId: 1000020003, forename: 'Carol', surname: 'Price' },
  { clientId: 1000020004, forename: 'David', surname: 'Khan' },
];

const meta = {
  title: 'Components/ClientAutosuggest',
  component: ClientAutosuggest,
  args: { clients, onSelect: fn() },
} satisfies Meta<typeof ClientAutosuggest>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Client' });
    await expect(input).toHaveAttribute('placeholder', 'Type client...');
    await expect(input.closest('[class]')?.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

export const WithLabel: Story = { args: { showLabel: true } };

export const Disabled: Story = { args: { isDisabled: true } };

export const Suggesting: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Client' }), 'ALI');
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['1000010001 Alice Morgan', '1000010002 Bob Alison']);
  },
};

export const ByClientId: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Client' }), '20004');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1000020004 David Khan']);
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Client' }), 'zzz');
    await expect(await within(document.body).findByText('No matches found')).toBeInTheDocument();
  },
};

/** Clients already chosen are not suggested (the choosing itself is the unit test's: closing the list animates outside act). */
export const ExcludesChosen: Story = {
  args: { chosenIds: [1000010001, 1000020004] },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Client' }), '1000');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1000010002 Bob Alison', '1000020003 Carol Price']);
  },
};
