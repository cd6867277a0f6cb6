import type { Meta, StoryObj } from '@storybook/react-vite';
import { contactsPageTexts } from '@portal/domain';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ContactBlock } from './ContactBlock.tsx';

const meta = {
  title: 'Components/ContactBlock',
  component: ContactBlock,
  args: {
    title: contactsPageTexts.yourAdviser,
    name: 'Jane Adviser',
    email: 'jane.adviser@example.com',
    phone: '020 7946 0000',
    addressLines: ['Adviser House', '2 Example Road', 'Leeds', 'LS1 1AA'],
  },
} satisfies Meta<typeof ContactBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Adviser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: contactsPageTexts.yourAdviser })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'jane.adviser@example.com' })).toHaveAttribute('href', 'mailto:jane.adviser@example.com');
    await expect(canvas.getByRole('link', { name: '020 7946 0000' })).toHaveAttribute('href', 'tel:02079460000');
  },
};

export const Provider: Story = {
  args: {
    title: contactsPageTexts.provider,
    name: null,
    email: 'support@example.com',
    phone: '0800 123 4567',
    addressLines: contactsPageTexts.providerAddress,
    extraRows: [
      { label: contactsPageTexts.liveChat, value: <Button variant="secondary">{contactsPageTexts.startLiveChat}</Button> },
      { label: contactsPageTexts.supportHours, value: contactsPageTexts.hours },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(contactsPageTexts.hours)).toBeVisible();
  },
};

export const NameOnly: Story = { args: { email: null, phone: null, addressLines: [] } };
