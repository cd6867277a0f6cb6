import type { Meta, StoryObj } from '@storybook/react-vite';
import { commonTexts, generalTexts } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { ErrorPage } from './ErrorPage.tsx';

const refresh = fn();

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  args: {
    title: generalTexts.oopsTitle,
    children: <p>{generalTexts.oopsText()}</p>,
    actions: <Button onPress={refresh}>{commonTexts.refresh}</Button>,
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Oops: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: generalTexts.oopsTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: commonTexts.refresh }));
    await expect(refresh).toHaveBeenCalled();
  },
};

export const Sorry: Story = {
  args: {
    title: generalTexts.sorryTitle,
    children: <p>{generalTexts.sorryText}</p>,
    actions: <Link href="#contacts">{generalTexts.sorryContactsLink}</Link>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: generalTexts.sorryContactsLink })).toBeVisible();
  },
};
