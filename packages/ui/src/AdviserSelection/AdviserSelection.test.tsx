import { adviserTexts, commonTexts, SUPPORT } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdviserSelection } from './AdviserSelection.tsx';
import type { AdviserSelectionProps } from './AdviserSelection.tsx';
import { initialFirm } from './firm-preference.ts';
import { sampleClients, sampleLocations } from './fixtures.ts';

function renderSelection(props: Partial<AdviserSelectionProps> = {}) {
  const handlers = { onLocationChange: vi.fn(), onClientSelect: vi.fn(), onLogout: vi.fn() };
  render(
    <AdviserSelection
      locationsStatus="ready"
      locations={sampleLocations}
      selectedLocationId={null}
      clientsStatus="ready"
      clients={[]}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('AdviserSelection', () => {
  it("labels firms 'name locationId' and reports the chosen firm", async () => {
    const user = userEvent.setup();
    const { onLocationChange } = renderSelection();
    await user.type(screen.getByRole('combobox', { name: adviserTexts.selectFirm }), 'LEEDS');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Kittiwake Wealth Leeds 40000019']);
    await user.click(options[0]!);
    expect(onLocationChange).toHaveBeenCalledWith(40000019);
  });

  it("shows the client list only once a firm is chosen: its button opens every client, labelled 'forename surname clientId'", async () => {
    const user = userEvent.setup();
    const { onClientSelect } = renderSelection({ selectedLocationId: 40000012, clients: sampleClients });
    const input = screen.getByRole('combobox', { name: adviserTexts.selectClient });
    expect(screen.getByText(adviserTexts.selectClient)).toBeVisible();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    const button = within(input.parentElement!).getByRole('button');
    expect(button).toHaveAccessibleName(expect.stringContaining(adviserTexts.selectClient));
    await user.click(button);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(
      sampleClients.map((c) => adviserTexts.clientLabel(c.forename, c.surname, c.clientId)),
    );
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Grace Holloway 1000010004' }));
    expect(onClientSelect).toHaveBeenCalledWith(1000010004);
    expect(input).toHaveValue('Grace Holloway 1000010004');
  });

  it('filters the clients as the adviser types, case-insensitive, anywhere in the label', async () => {
    const user = userEvent.setup();
    const { onClientSelect } = renderSelection({ selectedLocationId: 40000012, clients: sampleClients });
    const input = screen.getByRole('combobox', { name: adviserTexts.selectClient });
    await user.type(input, 'ORGAN 100001000');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Alice Morgan 1000010001', 'Daniel Morgan 1000010002']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onClientSelect).toHaveBeenCalledWith(1000010002);
  });

  it('shows the client being opened while impersonation starts, and lets the same client be chosen again after a failure', async () => {
    const user = userEvent.setup();
    const handlers = { onLocationChange: vi.fn(), onClientSelect: vi.fn(), onLogout: vi.fn() };
    const props = {
      locationsStatus: 'ready',
      locations: sampleLocations,
      selectedLocationId: 40000012,
      clientsStatus: 'ready',
      clients: sampleClients,
      ...handlers,
    } as const;
    const { rerender } = render(<AdviserSelection {...props} />);
    const input = screen.getByRole('combobox', { name: adviserTexts.selectClient });
    await user.type(input, 'turner');
    await user.click(within(screen.getByRole('listbox')).getByRole('option'));
    rerender(<AdviserSelection {...props} isStarting />);
    expect(input).toBeDisabled();
    expect(input).toHaveValue('Sophie Turner 1000010005');
    rerender(<AdviserSelection {...props} errorMessage={adviserTexts.fetchFailed} />);
    expect(input).toHaveValue('');
    await user.type(input, 'turner');
    await user.click(within(screen.getByRole('listbox')).getByRole('option'));
    expect(handlers.onClientSelect).toHaveBeenNthCalledWith(2, 1000010005);
  });

  it('shows a loading indicator and a disabled field while the clients load', () => {
    renderSelection({ selectedLocationId: 40000012, clientsStatus: 'loading' });
    expect(screen.getByRole('combobox', { name: adviserTexts.selectClient })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: commonTexts.loading })).toBeInTheDocument();
  });

  it('shows the empty and failure texts of the spec', () => {
    const { unmount } = render(
      <AdviserSelection
        locationsStatus="ready"
        locations={[]}
        selectedLocationId={null}
        clientsStatus="ready"
        clients={[]}
        onLocationChange={vi.fn()}
        onClientSelect={vi.fn()}
        onLogout={vi.fn()}
      />,
    );
    expect(screen.getByText(adviserTexts.noLocations)).toBeInTheDocument();
    unmount();
    renderSelection({ selectedLocationId: 40000026 });
    expect(screen.getByRole('combobox', { name: adviserTexts.selectClient })).toHaveAccessibleDescription(adviserTexts.noClients);
  });

  it('shows the fetch failure instead of a list', () => {
    renderSelection({ locationsStatus: 'error' });
    expect(screen.getByText(adviserTexts.fetchFailed)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('has Logout, the help text, the guide link and the support phone', async () => {
    const user = userEvent.setup();
    const { onLogout } = renderSelection();
    await user.click(screen.getByRole('button', { name: adviserTexts.logout }));
    expect(onLogout).toHaveBeenCalled();
    expect(screen.getByText(adviserTexts.helpReadOnly)).toBeInTheDocument();
    expect(screen.getByText(adviserTexts.helpSwitchClient)).toBeInTheDocument();
    expect(screen.getByText(adviserTexts.helpPasswords)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: adviserTexts.helpGuideLink })).toHaveAttribute('href', SUPPORT.adviserGuideHref);
    expect(screen.getByText(adviserTexts.helpSupport(SUPPORT.phone))).toBeInTheDocument();
  });
});

describe('initialFirm', () => {
  it('restores the remembered firm if still visible, else preselects a single firm, else none', () => {
    expect(initialFirm([1, 2], 2)).toBe(2);
    expect(initialFirm([1, 2], 3)).toBeNull();
    expect(initialFirm([7], null)).toBe(7);
    expect(initialFirm([7], 9)).toBe(7);
    expect(initialFirm([], null)).toBeNull();
  });
});
