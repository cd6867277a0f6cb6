/** The client pages' global message is collapsible (spec §2 Common interface), its text and error code shown to begin with. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { generalTexts, globalMessageTitles, homeTexts } from '@portal/domain';
import { CRITICAL_ERROR_EVENT } from '../../shared/messages.tsx';
import { clientServer, openAt, startAsClient } from '../../test/portal-router.tsx';

startAsClient(() => clientServer());

describe("the client pages' global message", { timeout: 20_000 }, () => {
  it('opens with its text and code, and collapses to its title', async () => {
    openAt('/client/home');
    await screen.findByRole('heading', { level: 2, name: homeTexts.myPortfolio }, { timeout: 10_000 });
    act(() => {
      window.dispatchEvent(new CustomEvent(CRITICAL_ERROR_EVENT, { detail: { errorCode: '4321' } }));
    });
    // The collapsible banner's code loads with the first message (the plain banner meanwhile).
    const toggle = await screen.findByRole('button', { name: new RegExp(globalMessageTitles.error) }, { timeout: 5000 });
    const region = screen.getByRole('region', { name: 'Messages' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(region).getByText(generalTexts.critical)).toBeVisible();
    expect(region).toHaveTextContent('4321');
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(within(region).queryByText(generalTexts.critical)).not.toBeVisible();
  });
});
