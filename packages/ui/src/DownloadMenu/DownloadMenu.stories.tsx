import type { Meta, StoryObj } from '@storybook/react-vite';
import { commonTexts, generalTexts } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DownloadMenu } from './DownloadMenu.tsx';

const meta = {
  title: 'Components/DownloadMenu',
  component: DownloadMenu,
  args: { csv: { onAction: fn() }, pdf: { onAction: fn() } },
  argTypes: { printState: { control: 'inline-radio', options: [0, 1, 2] } },
} satisfies Meta<typeof DownloadMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CsvOnly: Story = { args: { pdf: undefined } };
/** Print state 1: the button shows a spinner and cannot open. */
export const Printing: Story = {
  args: { printState: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Download/ })).toHaveAttribute('aria-busy', 'true');
  },
};
/** Print state 2: the PDF failure message shows under the button. */
export const PrintFailed: Story = {
  args: { printState: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(generalTexts.pdfFailed);
  },
};
export const DisabledItem: Story = {
  args: { pdf: { onAction: fn(), isDisabled: true } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: commonTexts.downloadReport }));
    await expect(await body.findByRole('menuitem', { name: 'PDF' })).toHaveAttribute('aria-disabled', 'true');
    await expect(body.getByRole('menuitem', { name: 'CSV' })).not.toHaveAttribute('aria-disabled');
  },
};
/** Read-only (an adviser viewing a client): the menu cannot be opened. */
export const ReadOnlyDisabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: commonTexts.downloadReport })).toBeDisabled();
  },
};
export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1' } } };

export const ChoosePdf: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: commonTexts.downloadReport }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'PDF' }));
    await expect(args.pdf?.onAction).toHaveBeenCalledOnce();
    await expect(body.queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: commonTexts.downloadReport }));
    await expect(await body.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('menu')).not.toBeInTheDocument();
  },
};
