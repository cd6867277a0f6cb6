import type { Meta, StoryObj } from '@storybook/react-vite';
import { authorisationsTexts } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeeAuthorisationDialog } from './FeeAuthorisationDialog.tsx';

const meta = {
  title: 'Components/FeeAuthorisationDialog',
  component: FeeAuthorisationDialog,
  args: {
    isOpen: true,
    requested: true,
    onRequest: fn(),
    agreed: false,
    onAgree: fn(),
    onSubmit: fn(),
    onClose: fn(),
    canSubmit: false,
  },
} satisfies Meta<typeof FeeAuthorisationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: authorisationsTexts.dialogTitle });

/** Submit stays disabled until 'I agree' is ticked. */
export const NotAgreed: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    await expect(modal.getByRole('radio', { name: authorisationsTexts.authorise })).toBeChecked();
    await expect(modal.getByRole('button', { name: authorisationsTexts.submit })).toBeDisabled();
    await userEvent.click(modal.getByRole('checkbox', { name: authorisationsTexts.iAgree }));
    await expect(args.onAgree).toHaveBeenCalledWith(true);
    await userEvent.click(modal.getByRole('radio', { name: authorisationsTexts.removeAuthorisation }));
    await expect(args.onRequest).toHaveBeenCalledWith(false);
  },
};

export const Agreed: Story = {
  args: { agreed: true, canSubmit: true },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: authorisationsTexts.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const RemoveAuthorisation: Story = { args: { requested: false, agreed: true, canSubmit: true } };

export const Saving: Story = {
  args: { isSaving: true, canSubmit: false },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('checkbox', { name: authorisationsTexts.iAgree })).not.toBeChecked();
    await expect(modal.getByRole('button', { name: new RegExp(authorisationsTexts.submit) })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { error: authorisationsTexts.updateFailed },
  play: async () => {
    await expect(within(await dialog()).getByText(authorisationsTexts.updateFailed)).toBeVisible();
  },
};

/** An impersonating adviser: the read-only warning, and Submit blocked even when ticked. */
export const Adviser: Story = {
  args: { readOnlyWarning: authorisationsTexts.readOnlyWarning, agreed: true, canSubmit: false },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByText(authorisationsTexts.readOnlyWarning)).toBeVisible();
    await expect(modal.getByRole('button', { name: authorisationsTexts.submit })).toBeDisabled();
  },
};
