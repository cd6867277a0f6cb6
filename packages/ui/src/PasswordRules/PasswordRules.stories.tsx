import type { Meta, StoryObj } from '@storybook/react-vite';
import { PASSWORD_RULES_HEADING, passwordRuleText, passwordRulesTexts } from '@portal/domain';
import { expect, within } from 'storybook/test';
import { PasswordRules } from './PasswordRules.tsx';

const meta = {
  title: 'Components/PasswordRules',
  component: PasswordRules,
  args: { id: 'password-rules', password: '', confirm: '' },
} satisfies Meta<typeof PasswordRules>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(PASSWORD_RULES_HEADING)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

export const PartlyMet: Story = {
  args: { password: 'harbour7', confirm: 'harbour' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((li) => li.getAttribute('data-rule'))).toEqual(['uppercase', 'specialCharacter', 'match']);
  },
};

export const ContainsUsername: Story = {
  args: { password: 'Jsmith!x9Q', confirm: 'Jsmith!x9Q', username: 'jsmith' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent(passwordRuleText('noUsername'));
  },
};

export const AllMet: Story = {
  args: { password: 'Harbour!Wa7e', confirm: 'Harbour!Wa7e' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByText(passwordRulesTexts.allMet)).toBeVisible();
  },
};
