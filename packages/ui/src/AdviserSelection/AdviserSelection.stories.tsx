import type { Meta, StoryObj } from '@storybook/react-vite';
import { adviserTexts, commonTexts } from '@portal/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdviserSelection } from './AdviserSelection.tsx';
import { searchableSelectSizes } from '../SearchableSelect/sizes.ts';
import { manyClients, sampleClients, sampleLocations } from './fixtures.ts';

const meta = {
  title: 'Adviser/AdviserSelection',
  component: AdviserSelection,
  parameters: { layout: 'fullscreen' },
  args: {
    locationsStatus: 'ready',
    locations: sampleLocations,
    selectedLocationId: null,
    onLocationChange: fn(),
    clientsStatus: 'ready',
    clients: [],
    onClientSelect: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof AdviserSelection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseFirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: adviserTexts.selectFirm })).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: adviserTexts.selectClient })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: adviserTexts.logout })).toBeInTheDocument();
  },
};

export const LoadingFirms: Story = { args: { locationsStatus: 'loading', locations: [] } };

export const NoLocations: Story = {
  args: { locations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(adviserTexts.noLocations)).toBeInTheDocument();
  },
};

export const FetchFailed: Story = {
  args: { locationsStatus: 'error', locations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(adviserTexts.fetchFailed)).toBeInTheDocument();
  },
};

export const SingleFirmPreselected: Story = {
  args: { locations: [sampleLocations[0]!], selectedLocationId: sampleLocations[0]!.locationId, clients: sampleClients },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The combobox fills its input from the chosen item after mounting.
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: adviserTexts.selectFirm })).toHaveValue(
        adviserTexts.firmLabel('Kittiwake Wealth London', 40000012),
      ),
    );
  },
};

export const LoadingClients: Story = {
  args: { selectedLocationId: 40000012, clientsStatus: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: adviserTexts.selectClient })).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: commonTexts.loading })).toBeInTheDocument();
  },
};

export const NoClients: Story = {
  args: { selectedLocationId: 40000026, clients: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: adviserTexts.selectClient })).toHaveAccessibleDescription(
      adviserTexts.noClients,
    );
  },
};

export const ClientsFetchFailed: Story = { args: { selectedLocationId: 40000012, clientsStatus: 'error' } };

/** The client field's button. */
const clientListButton = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('combobox', { name: adviserTexts.selectClient }).parentElement!).getByRole('button');

/** Closes the list by clicking away, to leave a settled page (an open list hides the rest from assistive tech). */
async function closeList(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByText(adviserTexts.title));
  await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
}

/** One click on the button opens the whole list; a click on a client chooses it. */
export const OpenClientList: Story = {
  args: { selectedLocationId: 40000012, clients: sampleClients },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(clientListButton(canvasElement));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(sampleClients.map((c) => adviserTexts.clientLabel(c.forename, c.surname, c.clientId)));
    await userEvent.click(within(listbox).getByRole('option', { name: adviserTexts.clientLabel('Grace', 'Holloway', 1000010004) }));
    await expect(args.onClientSelect).toHaveBeenCalledWith(1000010004);
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Twenty clients: seven show without scrolling, the list is 315 px high and scrolls. */
export const TwentyClients: Story = {
  args: { selectedLocationId: 40000012, clients: manyClients(20) },
  play: async ({ canvasElement }) => {
    await userEvent.click(clientListButton(canvasElement));
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(listbox.getBoundingClientRect().height).toBe(searchableSelectSizes.listHeight));
    await closeList(canvasElement);
  },
};

export const SearchClients: Story = {
  args: { selectedLocationId: 40000012, clients: sampleClients },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: adviserTexts.selectClient });
    await userEvent.type(input, 'ORG');
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      adviserTexts.clientLabel('Alice', 'Morgan', 1000010001),
      adviserTexts.clientLabel('Daniel', 'Morgan', 1000010002),
    ]);
    await closeList(canvasElement);
  },
};

export const StartingImpersonation: Story = { args: { selectedLocationId: 40000012, clients: sampleClients, isStarting: true } };

export const StartFailed: Story = {
  args: { selectedLocationId: 40000012, clients: sampleClients, errorMessage: adviserTexts.fetchFailed },
};

export const NarrowScreen: Story = {
  args: { selectedLocationId: 40000012, clients: sampleClients },
  globals: { viewport: { value: 'mobile1' } },
};
