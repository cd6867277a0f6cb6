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
});
