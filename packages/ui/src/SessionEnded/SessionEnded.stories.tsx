import type { Meta, StoryObj } from '@storybook/react-vite';
import { generalTexts } from '@portal/domain';
import { expect, within } from 'storybook/test';
import { SessionEnded } from './SessionEnded.tsx';

const meta = {
  title: 'Components/SessionEnded',
  component: SessionEnded,
  args: { loginHref: '#login' },
} satisfies Meta<typeof SessionEnded>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: generalTexts.sessionEndedTitle })).toHaveTextContent(generalTexts.sessionEnded);
    await expect(canvas.getByRole('link', { name: generalTexts.sessionEndedLogin })).toHaveAttribute('href', '#login');
  },
};

export const WithoutLink: Story = { args: { loginHref: undefined } };
