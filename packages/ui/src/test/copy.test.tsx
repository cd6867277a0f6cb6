/**
 * @portal/ui with other copy: components render the words they are given instead of the catalogue's,
 * and the catalogue's words when given none (the portal's call sites pass none).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonTexts, generalTexts, holdingsTexts, transactionsTexts } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { DownloadMenu } from '../DownloadMenu/DownloadMenu.tsx';
import { HoldingsTable } from '../HoldingsTable/HoldingsTable.tsx';
import { demoHoldings } from '../HoldingsTable/fixtures.ts';
import { InactivityModal } from '../InactivityModal/InactivityModal.tsx';
import { TransactionTable } from '../TransactionTable/TransactionTable.tsx';
import { sampleRows } from '../TransactionTable/TransactionTable.fixtures.ts';

const noop = () => {};

describe('copy through props', () => {
  it('InactivityModal: the catalogue by default, the caller’s words when given', () => {
    const { unmount } = render(<InactivityModal isOpen onContinue={noop} />);
    expect(screen.getByRole('alertdialog', { name: generalTexts.inactivityWarning })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: generalTexts.inactivityContinue })).toBeInTheDocument();
    unmount();
    render(<InactivityModal isOpen onContinue={noop} message="Still there?" continueLabel="Yes" />);
    expect(screen.getByRole('alertdialog', { name: 'Still there?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
  });

  it('DownloadMenu: item labels', async () => {
    const user = userEvent.setup();
    render(<DownloadMenu csv={{ onAction: noop }} pdf={{ onAction: noop }} label="Export" csvLabel="Spreadsheet" />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByRole('menuitem', { name: 'Spreadsheet' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: commonTexts.pdf })).toBeInTheDocument();
  });

  it('TransactionTable: column headings and messages, merged key by key', () => {
    const labels = { columns: { ...transactionsTexts.columns, description: 'What' }, showAll: 'Expand all' };
    render(
      <TransactionTable rows={sampleRows()} expandedIds={new Set()} onToggle={noop} onToggleAll={noop} layout="table" labels={labels} />,
    );
    expect(screen.getByRole('columnheader', { name: 'What' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: transactionsTexts.columns.amount })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand all' })).toBeInTheDocument();
  });

  it('TransactionTable: empty status message', () => {
    render(<TransactionTable rows={[]} status="empty" expandedIds={new Set()} onToggle={noop} labels={{ noData: 'Nothing here.' }} />);
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
    expect(screen.queryByText(transactionsTexts.noData)).not.toBeInTheDocument();
  });

  it('HoldingsTable: the total and empty texts', () => {
    const { unmount } = render(<HoldingsTable holdings={[]} layout="table" labels={{ empty: 'No funds.' }} />);
    expect(screen.getByText('No funds.')).toBeInTheDocument();
    unmount();
    render(<HoldingsTable holdings={demoHoldings} layout="table" />);
    expect(screen.getAllByText(holdingsTexts.total).length).toBeGreaterThan(0);
  });
});
