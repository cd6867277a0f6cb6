import type { Meta, StoryObj } from '@storybook/react-vite';
import { authorisationsTexts } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: {
    children: authorisationsTexts.switchLabel,
    stateLabels: { on: authorisationsTexts.on, off: authorisationsTexts.off },
    onChange: fn(),
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: authorisationsTexts.switchLabel });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
    await expect(within(canvasElement).getByText(authorisationsTexts.on)).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
