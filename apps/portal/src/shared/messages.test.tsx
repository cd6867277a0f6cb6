import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generalTexts } from '@portal/domain';
import { CriticalErrorMessages } from './critical-error-messages.tsx';
import { installRuntimeErrorReporting } from './fatal.ts';
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

describe('a runtime error outside React (spec §8 critical message)', () => {
  it('shows the critical message with the reported error code, and not for a cross-origin Script error', async () => {
    const reports: { errorCode: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).includes('errorTracking')) return new Response(JSON.stringify({ sentry: null }), { status: 200 });
        reports.push(JSON.parse(String(init?.body)) as { errorCode: string });
        return new Response(null, { status: 204 });
      }),
    );
    const uninstall = installRuntimeErrorReporting(window);
    render(
      <MessageProvider>
        <CriticalErrorMessages />
        <GlobalMessageBanner />
      </MessageProvider>,
    );
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    });
    expect(screen.queryByText(generalTexts.critical)).toBeNull();
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }));
    });
    const banner = await screen.findByText(generalTexts.critical);
    const code = /\b(\d{4})\b/.exec(banner.closest('[role="region"]')?.textContent ?? '')?.[1];
    expect(code).toMatch(/^\d{4}$/);
    await vi.waitFor(() => expect(reports.map((r) => String(r.errorCode))).toContain(code));
    uninstall();
  });
});
