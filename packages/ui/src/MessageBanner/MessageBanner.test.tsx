import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageBanner, messageSeverities } from './MessageBanner.tsx';
import { CollapsibleMessageBanner } from '../CollapsibleMessageBanner/CollapsibleMessageBanner.tsx';

describe('MessageBanner', () => {
  it('is an alert for errors', () => {
    render(<MessageBanner severity="error">Sorry there was a problem retrieving your documents.</MessageBanner>);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Sorry there was a problem retrieving your documents.');
  });

  it.each(messageSeverities.filter((s) => s !== 'error'))('is a status for %s', (severity) => {
    render(<MessageBanner severity={severity}>Message</MessageBanner>);
    expect(screen.getByRole('status')).toHaveTextContent('Message');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the title and the error code', () => {
    render(
      <MessageBanner severity="error" title="Something went wrong" errorCode="1234">
        An error occurred while you were attempting to use the product.
      </MessageBanner>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Error code: 1234');
  });

  it("calls onRetry from 'Try again'", async () => {
    const onRetry = vi.fn();
    render(
      <MessageBanner severity="error" onRetry={onRetry}>
        Failed
      </MessageBanner>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('collapses and expands the body with a disclosure button', async () => {
    render(
      <CollapsibleMessageBanner severity="warning" title="Memo assets" errorCode="4321">
        There was a problem fetching your memo assets. Click for more details.
      </CollapsibleMessageBanner>,
    );
    const trigger = screen.getByRole('button', { name: /Memo assets/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/There was a problem fetching/)).toBeVisible();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/There was a problem fetching/)).not.toBeVisible();
    const panelId = trigger.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    expect(document.getElementById(panelId ?? '')).not.toBeVisible();
  });

  it('can start collapsed', () => {
    render(
      <CollapsibleMessageBanner title="Details" defaultExpanded={false}>
        Hidden body
      </CollapsibleMessageBanner>,
    );
    expect(screen.getByRole('button', { name: /Details/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Hidden body')).not.toBeVisible();
  });

  it('is removed when dismissed', async () => {
    const onDismiss = vi.fn();
    render(
      <MessageBanner severity="success" dismissible onDismiss={onDismiss}>
        You have successfully changed your password.
      </MessageBanner>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
