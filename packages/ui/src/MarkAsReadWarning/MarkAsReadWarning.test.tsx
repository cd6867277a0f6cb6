import { documentsTexts } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MarkAsReadWarning } from './MarkAsReadWarning.tsx';

describe('MarkAsReadWarning', () => {
  it('is a focusable icon whose description is the spec message', () => {
    render(<MarkAsReadWarning />);
    const trigger = screen.getByRole('button', { name: documentsTexts.markAsReadWarningLabel });
    expect(trigger).toHaveAccessibleDescription(documentsTexts.markAsReadFailed);
  });

  it('shows the tooltip on keyboard focus', async () => {
    const user = userEvent.setup();
    render(<MarkAsReadWarning />);
    await user.tab();
    expect(screen.getByRole('button', { name: documentsTexts.markAsReadWarningLabel })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(documentsTexts.markAsReadFailed);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('takes other words', () => {
    render(<MarkAsReadWarning label="Warning" message="Try later" />);
    expect(screen.getByRole('button', { name: 'Warning' })).toHaveAccessibleDescription('Try later');
  });
});
