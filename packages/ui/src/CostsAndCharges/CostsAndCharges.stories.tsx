import type { Meta, StoryObj } from '@storybook/react-vite';
import { costsTexts } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { CostsAndCharges } from './CostsAndCharges.tsx';
import { CostsPeriodPicker } from './CostsPeriodPicker.tsx';
import { PERIOD, longNames, noChargesAccount, oneAccount, severalAccounts } from './fixtures.ts';

const meta = {
  title: 'Components/CostsAndCharges',
  component: CostsAndCharges,
  args: { sections: oneAccount, period: PERIOD, cashInterestRetainedKnown: false },
} satisfies Meta<typeof CostsAndCharges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One account: its costs, their effect on the return and the next 12 months, each a captioned table. */
export const OneAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const costs = canvas.getByRole('table', { name: costsTexts.costsCaption('ISA 30012345', PERIOD) });
    await expect(within(costs).getByRole('rowheader', { name: costsTexts.total })).toBeVisible();
    await expect(within(costs).getByText('£1,011.48')).toBeVisible();
    await expect(canvas.getByRole('table', { name: costsTexts.effectCaption('ISA 30012345') })).toBeVisible();
    await expect(canvas.getByRole('table', { name: costsTexts.nextYearCaption('ISA 30012345') })).toBeVisible();
    await expect(canvas.getByText(costsTexts.cashInterestUnknown)).toBeVisible();
  },
};
/** Several accounts and Combined: a section each; the account that paid nothing says so. */
export const SeveralAccounts: Story = {
  args: { sections: severalAccounts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getAllByRole('table')).toHaveLength(9);
    await expect(canvas.getByText(costsTexts.noCharges)).toBeVisible();
    await expect(canvas.getByText('-2.41%')).toBeVisible();
  },
};
export const NoCharges: Story = {
  args: { sections: noChargesAccount },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(costsTexts.noCharges)).toBeVisible();
  },
};
export const NoAccounts: Story = {
  args: { sections: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(costsTexts.noAccounts)).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};
/** Names that would not fit: they wrap, and nothing overflows the section. */
export const LongNames: Story = {
  args: { sections: longNames },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    for (const section of canvasElement.querySelectorAll('section')) {
      await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    }
  },
};
export const Loading: Story = {
  args: { sections: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: costsTexts.loading })).toBeInTheDocument();
  },
};
export const LoadError: Story = {
  args: {
    error: (
      <MessageBanner severity="error" errorCode="4821" onRetry={() => undefined}>
        Sorry there was a problem retrieving your costs and charges.
      </MessageBanner>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};
export const NarrowScreen: Story = { args: { sections: severalAccounts }, globals: { viewport: { value: 'mobile1' } } };

/** The period: a tax year from the list, or chosen dates. */
export const PeriodPicker: StoryObj<typeof CostsPeriodPicker> = {
  render: (args) => <CostsPeriodPicker {...args} />,
  args: {
    taxYears: [
      { startYear: 2026, label: '2026/27' },
      { startYear: 2025, label: '2025/26' },
      { startYear: 2024, label: '2024/25' },
    ],
    value: { kind: 'taxYear', startYear: 2026 },
    from: '2026-04-06',
    to: '2026-11-27',
    today: '2026-11-28',
    maxDate: '2026-11-27',
    minDate: '2019-05-01',
    onChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(costsTexts.taxYear) }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('option', { name: '2024/25' }));
    await expect(args.onChange).toHaveBeenCalledWith({ kind: 'taxYear', startYear: 2024 });
  },
};
