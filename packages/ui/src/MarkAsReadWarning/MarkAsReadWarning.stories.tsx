import type { Meta, StoryObj } from '@storybook/react-vite';
import { documentsTexts } from '@portal/domain';
import { expect, userEvent, within } from 'storybook/test';
import { MarkAsReadWarning } from './MarkAsReadWarning.tsx';

const meta = {
  title: 'Documents/MarkAsReadWarning',
  component: MarkAsReadWarning,
  decorators: [
    (Story) => (
      <div style={{ padding: '80px 16px 16px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MarkAsReadWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard focus shows the tooltip with the spec's message. */
export const TooltipOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: documentsTexts.markAsReadWarningLabel })).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(documentsTexts.markAsReadFailed);
  },
};
