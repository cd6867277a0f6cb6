// The support feature in the portal: the chat widget opens the chat outside hours with when support opens, the phone and the next-working-day promise.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT, SUPPORT } from '@portal/domain';
import { LiveChatButton, LiveSupportProvider } from '../../shared/live-support/LiveChat.tsx';
import SupportChat, { opensText } from './components/SupportChat.tsx';

afterEach(() => vi.useRealTimers());

describe('support chat', () => {
  it('says when support opens: the next working day at 8:30 London time', () => {
    expect(opensText(new Date('2026-12-29T08:30:00Z'))).toBe('on Tuesday 29 December at 8:30am');
    expect(opensText(new Date('2026-03-30T07:30:00Z'))).toBe('on Monday 30 March at 8:30am');
  });

  it('outside hours the chat widget opens the panel with the opening time, the phone and the e-mail promise; focus returns on close', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T18:00:00Z'));
    const user = userEvent.setup();
    render(
      <LiveSupportProvider value={SupportChat}>
        <LiveChatButton />
      </LiveSupportProvider>,
    );
    const launcher = screen.getByRole('button', { name: CHAT.launcher });
    await user.click(launcher);
    const dialog = await screen.findByRole('dialog', { name: CHAT.title });
    expect(dialog).toHaveTextContent(CHAT.offlineOpens('on Monday 30 November at 8:30am'));
    expect(dialog).toHaveTextContent(CHAT.offlinePhone(SUPPORT.phone, SUPPORT.hours));
    expect(dialog).toHaveTextContent(CHAT.offlineNextDay(SUPPORT.email));
    await act(() => user.keyboard('{Escape}'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // react-aria restores focus to the trigger once the dialog has unmounted (after a frame).
    await waitFor(() => expect(launcher).toHaveFocus());
  });
});
