import type { Meta, StoryObj } from '@storybook/react-vite';
import { accessLogTexts as texts } from '@portal/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccessLog } from './AccessLog.tsx';
import type { AccessVisitItem } from './AccessLog.tsx';

const inProgress: AccessVisitItem = {
  visitId: 3,
  adviserName: 'Jane Smith',
  firmName: 'Northgate Wealth',
  startedAt: '2026-11-28T09:30:00Z',
  endedAt: null,
  inProgress: true,
  pages: ['Home'],
  downloads: [],
};
const finished: AccessVisitItem = {
  visitId: 2,
  adviserName: 'Jane Smith',
  firmName: 'Northgate Wealth',
  startedAt: '2026-11-20T14:02:00Z',
  endedAt: '2026-11-20T14:19:00Z',
  inProgress: false,
  pages: ['Home', 'Account summary', 'Transactions', 'Documents'],
  downloads: [
    { fileName: 'Valuation-2025-11-16-1000101.pdf', at: '2026-11-20T14:10:00Z' },
    { fileName: 'Account summary (PDF)', at: '2026-11-20T14:15:00Z' },
  ],
};
const timedOut: AccessVisitItem = {
  visitId: 1,
  adviserName: 'Tom Baker',
  firmName: null,
  startedAt: '2026-10-02T08:00:00Z',
  endedAt: null,
  inProgress: false,
  pages: [],
  downloads: [],
};

const meta = {
  title: 'Personal/AccessLog',
  component: AccessLog,
  args: { status: 'ready', visits: [inProgress, finished, timedOut], page: 1, pageCount: 1, onPage: fn() },
} satisfies Meta<typeof AccessLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Jane Smith, Northgate Wealth',
      'Jane Smith, Northgate Wealth',
      'Tom Baker',
    ]);
    await expect(canvas.getByText(texts.inProgress)).toBeVisible();
    await expect(canvas.getByText(texts.timedOut)).toBeVisible();
    await expect(canvas.getByText('Home, Account summary, Transactions, Documents')).toBeVisible();
    await expect(canvas.getByText('Valuation-2025-11-16-1000101.pdf (20/11/2026 14:10)')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const One: Story = { args: { visits: [finished] } };

export const Empty: Story = {
  args: { visits: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.empty)).toBeVisible();
  },
};

/** The second of three pages: Newer and Older both go somewhere. */
export const Paged: Story = {
  args: { visits: [finished, timedOut], page: 2, pageCount: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pager = canvas.getByRole('navigation', { name: texts.pagination });
    await expect(within(pager).getByText(texts.pageOf(2, 3))).toBeVisible();
    await userEvent.click(within(pager).getByRole('button', { name: texts.next }));
    if (args.status === 'ready') await expect(args.onPage).toHaveBeenCalledWith(3);
    await userEvent.click(within(pager).getByRole('button', { name: texts.previous }));
    if (args.status === 'ready') await expect(args.onPage).toHaveBeenCalledWith(1);
  },
};

export const FirstPage: Story = {
  args: { page: 1, pageCount: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: texts.previous })).toBeDisabled();
  },
};

/** The adviser's own visits to the client they are viewing. */
export const AdviserView: Story = { args: { viewer: 'adviser', visits: [inProgress] } };

export const AdviserEmpty: Story = { args: { viewer: 'adviser', visits: [] } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailed: Story = {
  args: { status: 'error', message: 'Sorry there was a problem retrieving your account access history.', errorCode: '4821', onRetry: fn() },
};
