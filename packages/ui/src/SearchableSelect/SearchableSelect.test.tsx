import { adviserTexts, commonTexts } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchableSelect } from './SearchableSelect.tsx';
import type { SearchableSelectProps } from './SearchableSelect.tsx';
import { clients, firms } from './fixtures.ts';
import { listHeight, searchableSelectSizes } from './sizes.ts';

function Harness({ onSelectionChange, ...props }: Partial<SearchableSelectProps>) {
  const [key, setKey] = useState<string | null>(props.selectedKey ?? null);
  return (
    <SearchableSelect
      label={adviserTexts.selectFirm}
      items={firms}
      {...props}
      selectedKey={key}
      onSelectionChange={(k) => {
        setKey(k);
        onSelectionChange?.(k);
      }}
    />
  );
}

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('SearchableSelect', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a combobox with a visible label', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: adviserTexts.selectFirm });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(adviserTexts.selectFirm).tagName).toBe('LABEL');
  });

  it('filters case-insensitively by contains, ignoring accents', async () => {
    const user = userEvent.setup();
    render(<Harness label={adviserTexts.selectClient} items={clients(30)} />);
    const input = screen.getByRole('combobox', { name: adviserTexts.selectClient });
    await user.type(input, 'JONES');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toHaveLength(10);
    expect(optionNames().every((name) => name?.includes('Jones'))).toBe(true);
    await user.clear(input);
    await user.type(input, 'emile jones');
    expect(optionNames()).toEqual(['Émile Jones 100000116']);
  });

  it('matches the location id inside a firm label', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox'), '0031');
    expect(optionNames()).toEqual(['Northgate Partners Leeds 40000031']);
  });

  it('selects an item with the keyboard and reports its id', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Harness onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'harbour');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('40000044');
    expect(input).toHaveValue('Harbour Financial Planning 40000044');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the whole list from the button and selects with a click', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Harness onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('button'));
    expect(optionNames()).toHaveLength(3);
    await user.click(screen.getByRole('option', { name: 'Northgate Partners Leeds 40000031' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith('40000031');
  });

  it('shows a restored selection', () => {
    render(<Harness selectedKey="40000031" />);
    expect(screen.getByRole('combobox')).toHaveValue('Northgate Partners Leeds 40000031');
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByRole('listbox')).toHaveTextContent(commonTexts.searchNoMatches);
    // RAC wraps the empty state in the listbox's only (inert) option.
    expect(optionNames()).toEqual([commonTexts.searchNoMatches]);
  });

  it('shows the empty text as the description and in the list when there are no items', async () => {
    const user = userEvent.setup();
    render(<Harness items={[]} emptyText={adviserTexts.noLocations} />);
    const input = screen.getByRole('combobox', { name: adviserTexts.selectFirm });
    expect(input).toHaveAccessibleDescription(adviserTexts.noLocations);
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('listbox')).toHaveTextContent(adviserTexts.noLocations);
  });

  it('shows a loading indicator and is disabled while loading', () => {
    render(<Harness label={adviserTexts.selectClient} items={[]} isLoading emptyText={adviserTexts.noClients} />);
    expect(screen.getByRole('progressbar', { name: commonTexts.loading })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: adviserTexts.selectClient })).toBeDisabled();
    expect(screen.queryByText(adviserTexts.noClients)).not.toBeInTheDocument();
  });

  it('sizes the list: exact up to 7 items, otherwise 315 px', async () => {
    expect(listHeight(3, 42)).toBe(126);
    expect(listHeight(7, 42)).toBe(294);
    expect(listHeight(8, 42)).toBe(searchableSelectSizes.listHeight);
    const user = userEvent.setup();
    render(<Harness label={adviserTexts.selectClient} items={clients(30)} />);
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('listbox')).toHaveStyle({ height: '315px' });
    await user.type(screen.getByRole('combobox'), 'amelia');
    expect(optionNames()).toHaveLength(3);
    expect(screen.getByRole('listbox')).toHaveStyle({ height: '126px' });
  });

  it('uses 76 px items for a tall list on screens up to 425 px', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 425px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const user = userEvent.setup();
    render(<Harness tall />);
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('listbox')).toHaveStyle({ height: `${3 * searchableSelectSizes.tallItemHeight}px` });
    vi.unstubAllGlobals();
  });

  it('renders only the visible rows of 1,000 items (virtualised)', async () => {
    // The virtualiser measures its scroll view; jsdom has no layout, so give it the spec's size.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(searchableSelectSizes.listHeight);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Harness label={adviserTexts.selectClient} items={clients(1000)} onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('button'));
    const rendered = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(40);
    await user.type(screen.getByRole('combobox'), '100000999');
    expect(optionNames()).toEqual(['Grace Wright 100000999']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('100000999');
  });
});
