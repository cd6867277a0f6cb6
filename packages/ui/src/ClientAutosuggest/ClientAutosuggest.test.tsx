import { clientAutosuggestTexts, commonTexts } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClientAutosuggest } from './ClientAutosuggest.tsx';

const clients = [
  { clientId: 1000010001, forename: 'Alice', surname: 'Morgan' },
  { clientId: 1000010002, forename: 'Bob', surname: 'Alison' },
  { clientId: 1000020003, forename: 'Carol', surname: 'Price' },
];

describe('ClientAutosuggest', () => {
  it('has the placeholder and suggests by id, forename and surname, case-insensitively', async () => {
    render(<ClientAutosuggest clients={clients} onSelect={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Client' });
    expect(input).toHaveAttribute('placeholder', 'Type client...');
    await userEvent.type(input, 'ALI');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['1000010001 Alice Morgan', '1000010002 Bob Alison']);
  });

  it('leaves out chosen clients, reports a choice and clears the field', async () => {
    const onSelect = vi.fn();
    render(<ClientAutosuggest clients={clients} chosenIds={[1000010001]} onSelect={onSelect} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Client' }), 'ali');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['1000010002 Bob Alison']);
    await userEvent.click(options[0]!);
    expect(onSelect).toHaveBeenCalledWith(clients[1]);
    const input = screen.getByRole('combobox', { name: 'Client' });
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it('says when nothing matches', async () => {
    render(<ClientAutosuggest clients={clients} onSelect={() => undefined} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Client' }), 'zzz');
    expect(await screen.findByText('No matches found')).toBeInTheDocument();
  });

  it("words and matches options the screen's own way when given optionText", async () => {
    const onSelect = vi.fn();
    render(<ClientAutosuggest clients={clients} onSelect={onSelect} optionText={(c) => `${c.forename} ${c.surname} ${c.clientId}`} />);
    await userEvent.type(screen.getByRole('combobox', { name: clientAutosuggestTexts.label }), 'price 1000');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Carol Price 1000020003']);
    await userEvent.click(options[0]!);
    expect(onSelect).toHaveBeenCalledWith(clients[2]);
  });

  it('is disabled with a loading indicator while loading, and describes itself with the given note', () => {
    const { unmount } = render(<ClientAutosuggest clients={[]} onSelect={() => undefined} isLoading />);
    expect(screen.getByRole('combobox', { name: clientAutosuggestTexts.label })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: commonTexts.loading })).toBeInTheDocument();
    unmount();
    render(<ClientAutosuggest clients={[]} onSelect={() => undefined} description="Nobody here" />);
    expect(screen.getByRole('combobox', { name: clientAutosuggestTexts.label })).toHaveAccessibleDescription('Nobody here');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
