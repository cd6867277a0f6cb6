import type { Meta, StoryObj } from '@storybook/react-vite';
import { generalTexts, transactionsTexts } from '@portal/domain';
import { expect, within } from 'storybook/test';
import { AccessDenied } from './AccessDenied.tsx';

const meta = {
  title: 'Components/AccessDenied',
  component: AccessDenied,
  args: { title: transactionsTexts.title },
} satisfies Meta<typeof AccessDenied>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: transactionsTexts.title })).toHaveTextContent(generalTexts.accessDenied);
  },
};

export const SecondLevelHeading: Story = { args: { headingLevel: 2 } };
