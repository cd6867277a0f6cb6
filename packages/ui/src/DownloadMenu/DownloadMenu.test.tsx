import { commonTexts, generalTexts } from '@portal/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DownloadMenu } from './DownloadMenu.tsx';

describe('DownloadMenu', () => {
  it('opens on click with CSV and PDF and runs the chosen action', async () => {
    const user = userEvent.setup();
    const csv = vi.fn();
    const pdf = vi.fn();
    render(<DownloadMenu csv={{ onAction: csv }} pdf={{ onAction: pdf }} />);
    const trigger = screen.getByRole('button', { name: commonTexts.downloadReport });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['CSV', 'PDF']);
    await user.click(within(menu).getByRole('menuitem', { name: 'PDF' }));
    expect(pdf).toHaveBeenCalledOnce();
    expect(csv).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape and on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>Outside</p>
        <DownloadMenu csv={{ onAction: vi.fn() }} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: commonTexts.downloadReport }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: commonTexts.downloadReport }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('leaves out a missing item and disables a disabled one', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DownloadMenu pdf={{ onAction: vi.fn() }} />);
    await user.click(screen.getByRole('button', { name: commonTexts.downloadReport }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['PDF']);
    await user.keyboard('{Escape}');
    const csv = vi.fn();
    rerender(<DownloadMenu csv={{ onAction: csv, isDisabled: true }} pdf={{ onAction: vi.fn() }} />);
    await user.click(screen.getByRole('button', { name: commonTexts.downloadReport }));
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'CSV' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    await user.click(item);
    expect(csv).not.toHaveBeenCalled();
  });

  it('renders nothing without items', () => {
    const { container } = render(<DownloadMenu />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a spinner while printing and the failure message after a failed print', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DownloadMenu pdf={{ onAction: vi.fn() }} printState={1} />);
    const trigger = screen.getByRole('button', { name: commonTexts.downloadReport });
    expect(trigger).toHaveAttribute('aria-busy', 'true');
    expect(within(trigger).getByRole('progressbar', { name: commonTexts.downloadPending })).toBeInTheDocument();
    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    rerender(<DownloadMenu pdf={{ onAction: vi.fn() }} printState={2} />);
    expect(screen.getByRole('alert')).toHaveTextContent(generalTexts.pdfFailed);
  });
});
