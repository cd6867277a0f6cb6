import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Modal } from './Modal.tsx';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: { title: 'Live support', isOpen: true, children: <p>Our team is available 8:30am to 5:30pm Monday to Friday.</p> },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Live support' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
