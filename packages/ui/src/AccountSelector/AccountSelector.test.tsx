import { commonTexts } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountSelector, accountChoices } from './AccountSelector.tsx';
import { accountSelectorSizes } from './dropdown.ts';
import { demoAccounts, manyAccounts } from './fixtures.ts';

describe('accountChoices', () => {
  it('offers the combined choice only with more than one account', () => {
    expect(accountChoices(demoAccounts).combined).toEqual({ id: 'Combined', label: 'All accounts' });
    expect(accountChoices(demoAccounts.slice(0, 1)).combined).toBeUndefined();
  });

  it('leaves the combined choice out for single-account screens (showCombined false)', () => {
    expect(accountChoices(demoAccounts, 'Combined', false).combined).toBeUndefined();
    const { container } = render(<AccountSelector accounts={demoAccounts.slice(0, 1)} showCombined={false} label="Account" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('labels accounts wrapper type plus account number and groups closed ones', () => {
    const { active, closed } = accountChoices(demoAccounts);
    expect(active.map((choice) => choice.label)).toEqual(['ISA 1234567', 'Pension 2345678']);
    expect(closed.map((choice) => choice.label)).toEqual(['GIA 3456789']);
  });
});

describe('AccountSelector', () => {
  it('is hidden when there is only one choice', () => {
    const { container } = render(<AccountSelector accounts={demoAccounts.slice(0, 1)} label="Account" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the placeholder, then lists All accounts and the accounts under section headings', async () => {
    const user = userEvent.setup();
    render(<AccountSelector accounts={demoAccounts} label="Account" />);
    const trigger = screen.getByRole('button', { name: /Account/ });
    expect(trigger).toHaveTextContent(commonTexts.accountSelectPlaceholder);
    await user.click(trigger);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All accounts', 'ISA 1234567Rainy day', 'Pension 2345678', 'GIA 3456789']);
    expect(within(listbox).getByRole('group', { name: commonTexts.activeAccounts })).toBeInTheDocument();
    const closed = within(listbox).getByRole('group', { name: commonTexts.closedAccounts });
    expect(within(closed).getByRole('option', { name: /GIA 3456789/ })).toBeInTheDocument();
  });

  it('reports the chosen key and shows the selected account', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    const { rerender } = render(
      <AccountSelector accounts={demoAccounts} label="Account" selectedKey="Combined" onSelectionChange={onSelectionChange} />,
    );
    expect(screen.getByRole('button', { name: /Account/ })).toHaveTextContent('All accounts');
    await user.click(screen.getByRole('button', { name: /Account/ }));
    await user.click(await screen.findByRole('option', { name: /Pension 2345678/ }));
    expect(onSelectionChange).toHaveBeenCalledWith('2345678');
    rerender(<AccountSelector accounts={demoAccounts} label="Account" selectedKey="2345678" onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('button', { name: /Account/ })).toHaveTextContent('Pension 2345678');
  });

  it('uses a custom combined key and an aria-label', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<AccountSelector accounts={demoAccounts} aria-label="Choose account" combinedKey="all" onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('button', { name: /Choose account/ }));
    await user.click(await screen.findByRole('option', { name: 'All accounts' }));
    expect(onSelectionChange).toHaveBeenCalledWith('all');
  });

  it('shows the loading text and is disabled while loading', () => {
    render(<AccountSelector accounts={[]} label="Account" isLoading />);
    const trigger = screen.getByRole('button', { name: /Account/ });
    expect(trigger).toHaveTextContent(commonTexts.accountSelectLoading);
    expect(trigger).toBeDisabled();
  });

  it('lets a list of more than seven options scroll', async () => {
    const user = userEvent.setup();
    render(<AccountSelector accounts={manyAccounts} label="Account" />);
    await user.click(screen.getByRole('button', { name: /Account/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(manyAccounts.length + 1);
    expect(manyAccounts.length + 1).toBeGreaterThan(accountSelectorSizes.maxItemsWithoutScroll);
    expect(listbox.className).toMatch(/scrollingList/);
  });
});
