import type { Meta, StoryObj } from '@storybook/react-vite';
import { settingsTexts } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeliveryPreferenceList } from './DeliveryPreferenceList.tsx';

const meta = {
  title: 'Components/DeliveryPreferenceList',
  component: DeliveryPreferenceList,
  args: {
    items: [
      { code: 'STMT', label: 'Statements', option: 'Online' },
      { code: 'CONTRACT', label: 'Contract notes', option: 'Post' },
      { code: 'TAX', label: 'Tax certificates', option: null },
    ],
    onEdit: fn(),
  },
} satisfies Meta<typeof DeliveryPreferenceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Online')).toBeVisible();
    await expect(canvas.getByText(settingsTexts.noPreference)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: settingsTexts.editLabel('Contract notes') }));
    await expect(args.onEdit).toHaveBeenCalledWith('CONTRACT');
  },
};

/** Edit as links: the portal opens the edit modal by its URL. */
export const EditLinks: Story = {
  args: { editHref: (code: string) => `#/client/documentPrefsEdit/${code}` },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: settingsTexts.editLabel('Statements') });
    await expect(link).toHaveAttribute('href', '#/client/documentPrefsEdit/STMT');
  },
};

export const Empty: Story = { args: { items: [] } };
