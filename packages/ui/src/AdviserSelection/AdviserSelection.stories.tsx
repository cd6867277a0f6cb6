import type { Meta, StoryObj } from '@storybook/react-vite';
import { adviserTexts, clientAutosuggestTexts, commonTexts } from '@portal/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdviserSelection } from './AdviserSelection.tsx';
import { sampleClients, sampleLocations } from './fixtures.ts';

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

export const SearchClients: Story = {
  args: { selectedLocationId: 40000012, clients: sampleClients },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: adviserTexts.selectClient });
    await expect(input).toHaveAttribute('placeholder', clientAutosuggestTexts.placeholder);
    await userEvent.type(input, 'morg');
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      adviserTexts.clientLabel('Alice', 'Morgan', 1000010001),
      adviserTexts.clientLabel('Daniel', 'Morgan', 1000010002),
    ]);
    // Choosing is the unit test's: the autosuggest's fresh field after a choice renders outside act here.
    // Close the list by clicking away, to leave a settled page (an open list hides the rest from assistive tech).
    await userEvent.click(canvas.getByText(adviserTexts.title));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
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
