import type { Meta, StoryObj } from '@storybook/react-vite';
import { settingsTexts } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeliveryPreferenceEditor } from './DeliveryPreferenceEditor.tsx';

const meta = {
  title: 'Components/DeliveryPreferenceEditor',
  component: DeliveryPreferenceEditor,
  args: {
    isOpen: true,
    documentType: 'Statements',
    options: [
      { value: 'DELIVERY:ONLINE', label: 'Online' },
      { value: 'DELIVERY:POST', label: 'Post' },
    ],
    selected: 'DELIVERY:POST',
    onSelect: fn(),
    onSave: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof DeliveryPreferenceEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: settingsTexts.editTitle('Statements') });

export const Editing: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    await expect(modal.getByRole('radio', { name: 'Post' })).toBeChecked();
    await userEvent.click(modal.getByRole('radio', { name: 'Online' }));
    await expect(args.onSelect).toHaveBeenCalledWith('DELIVERY:ONLINE');
    await userEvent.click(modal.getByRole('button', { name: settingsTexts.save }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(modal.getByRole('button', { name: settingsTexts.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('button', { name: new RegExp(settingsTexts.save) })).toHaveAttribute('aria-busy', 'true');
    await expect(modal.getByRole('button', { name: settingsTexts.cancel })).toBeDisabled();
  },
};

export const LoadingOptions: Story = { args: { isLoadingOptions: true, isSaveDisabled: true, options: [] } };

export const OptionsFailed: Story = {
  args: { optionsError: settingsTexts.deliveryOptionsFailed, onRetryOptions: fn(), isSaveDisabled: true, options: [] },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await expect(modal.getByText(settingsTexts.deliveryOptionsFailed)).toBeVisible();
    await expect(modal.getByRole('button', { name: settingsTexts.save })).toBeDisabled();
    await userEvent.click(modal.getByRole('button', { name: settingsTexts.retry }));
    await expect(args.onRetryOptions).toHaveBeenCalledTimes(1);
  },
};

export const SaveFailed: Story = {
  args: { saveError: 'The chosen delivery option is not available for this document type.' },
};

/** An impersonating adviser: the notice, and Save never enabled. */
export const Adviser: Story = {
  args: { readOnlyNotice: settingsTexts.adviserWarning, isSaveDisabled: true },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByText(settingsTexts.adviserWarning)).toBeVisible();
    await expect(modal.getByRole('button', { name: settingsTexts.save })).toBeDisabled();
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } };
