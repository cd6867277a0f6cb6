import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonVariants } from '../Button/Button.tsx';
import { NativeButton } from './NativeButton.tsx';

/** Button's twin on a plain <button> for the login page's first script (issue 35): it looks the same as Button. */
const meta = {
  title: 'Components/NativeButton',
  component: NativeButton,
  args: { children: 'Continue', variant: 'primary', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
} satisfies Meta<typeof NativeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <NativeButton key={variant} {...args} variant={variant}>
          {variant}
        </NativeButton>
      ))}
      <NativeButton {...args} isDisabled>
        Disabled
      </NativeButton>
      <NativeButton {...args} variant="secondary" isPending pendingLabel="Signing in">
        Log in with a passkey
      </NativeButton>
    </div>
  ),
};

export const PressWithKeyboard: Story = {
  args: { children: 'Submit' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Submit' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
