import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, LinkButton, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Continue', variant: 'primary', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const LinkVariant: Story = { name: 'Link', args: { variant: 'link', children: 'Forgot your password?' } };
export const Disabled: Story = { args: { isDisabled: true, children: 'Submit' } };
export const Pending: Story = { args: { isPending: true, children: 'Switch client', pendingLabel: 'Switching client' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Log in' } };

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
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

export const AsLink: Story = {
  render: () => (
    <LinkButton href="#home" variant="secondary">
      Continue to home
    </LinkButton>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Continue to home' })).toHaveAttribute('href', '#home');
  },
};
