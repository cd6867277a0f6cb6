import type { Meta, StoryObj } from '@storybook/react-vite';
import { commonTexts } from '@portal/domain';
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

export const Loading: Story = {
  args: { clients: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Client' })).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: commonTexts.loading })).toBeInTheDocument();
  },
};

/** A note under the field, e.g. the adviser screen's 'no clients in this location'. */
export const WithDescription: Story = {
  args: { clients: [], showLabel: true, description: 'There are no clients here' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Client' })).toHaveAccessibleDescription('There are no clients here');
  },
};

/** A screen's own option wording is also what the typed text is matched against. */
export const OwnOptionText: Story = {
  args: { optionText: (c) => `${c.forename} ${c.surname} ${c.clientId}` },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Client' }), 'morgan 1000');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alice Morgan 1000010001']);
  },
};

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
