import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalMessageBanner, MessageProvider, scrollToMessageOnMobile, useMessages, type GlobalMessage } from './messages.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function fakeWindow(mobile: boolean) {
  return { matchMedia: vi.fn(() => ({ matches: mobile }) as unknown as MediaQueryList), scrollTo: vi.fn() };
}

describe('the global message banner on mobile (spec §2)', () => {
  it('scrolls to the top on the mobile layout only', () => {
    const mobile = fakeWindow(true);
    scrollToMessageOnMobile(mobile);
    expect(mobile.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    const desktop = fakeWindow(false);
    scrollToMessageOnMobile(desktop);
    expect(desktop.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls when a message is shown', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }) as unknown as MediaQueryList);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    let show: (m: GlobalMessage) => void = () => undefined;
    function Grab() {
      show = useMessages().show;
      return null;
    }
    render(
      <MessageProvider>
        <Grab />
        <GlobalMessageBanner />
      </MessageProvider>,
    );
    expect(scroll).not.toHaveBeenCalled();
    act(() => show({ severity: 'error', text: 'Something failed' }));
    expect(screen.getByText('Something failed')).toBeInTheDocument();
    expect(scroll).toHaveBeenCalledTimes(1);
  });
});
