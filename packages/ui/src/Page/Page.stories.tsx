import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { PageContainer, PageHeading } from './Page.tsx';

const meta = {
  title: 'App shell/Page',
  component: PageContainer,
  args: { children: null },
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeadingAndCards: Story = {
  render: () => (
    <PageContainer>
      <PageHeading>Settings</PageHeading>
      <Card title="Document preferences">Please choose how you would like to receive the following correspondence:</Card>
    </PageContainer>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByText('Please choose how you would like to receive the following correspondence:')).toBeVisible();
  },
};
