import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoMenuItems, demoNavItems } from '../test/fixtures.ts';
import { AppShell } from './AppShell.tsx';
import { isIos, useHideOnScroll } from './use-hide-on-scroll.ts';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useHideOnScroll', () => {
  it('hides when scrolling down past 80 px and shows again when scrolling up', () => {
    scrollTo(0);
    const { result } = renderHook(() => useHideOnScroll());
    scrollTo(60);
    expect(result.current).toBe(false);
    scrollTo(120);
    expect(result.current).toBe(true);
    scrollTo(100);
    expect(result.current).toBe(false);
    scrollTo(300);
    expect(result.current).toBe(true);
    scrollTo(20);
    expect(result.current).toBe(false);
  });

  it('stays shown when disabled', () => {
    scrollTo(0);
    const { result } = renderHook(() => useHideOnScroll(80, { isDisabled: true }));
    scrollTo(500);
    expect(result.current).toBe(false);
  });
});

describe('useHideOnScroll in the iOS landscape narrow layout', () => {
  afterEach(() => vi.unstubAllGlobals());

  function device(userAgent: string, landscapeNarrow: boolean) {
    vi.stubGlobal('navigator', { ...navigator, userAgent, maxTouchPoints: 5 });
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: landscapeNarrow && query.includes('orientation: landscape'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })),
    );
  }

  it('always shows the top bar on an iPhone in landscape', () => {
    device('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', true);
    scrollTo(0);
    const { result } = renderHook(() => useHideOnScroll());
    scrollTo(500);
    expect(result.current).toBe(false);
  });

  it('still hides on an iPhone in portrait and on other devices in landscape', () => {
    device('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', false);
    scrollTo(0);
    const portrait = renderHook(() => useHideOnScroll());
    scrollTo(500);
    expect(portrait.result.current).toBe(true);
    device('Mozilla/5.0 (Linux; Android 15; Pixel 9)', true);
    scrollTo(0);
    const android = renderHook(() => useHideOnScroll());
    scrollTo(500);
    expect(android.result.current).toBe(true);
  });

  it('recognises iPads that report themselves as Macs with touch', () => {
    expect(isIos({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 0 })).toBe(false);
  });
});

describe('AppShell', () => {
  it('has banner, navigation and main landmarks', () => {
    render(
      <AppShell menuItems={demoMenuItems} navItems={demoNavItems}>
        <h1>Home</h1>
      </AppShell>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('hides the navigation when asked', () => {
    render(
      <AppShell menuItems={demoMenuItems} navItems={demoNavItems} hideNavigation>
        content
      </AppShell>,
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('opens the side menu from the Menu button and returns focus on Escape', async () => {
    render(
      <AppShell menuItems={demoMenuItems} navItems={demoNavItems} banner={<span>jsmith - read-only mode</span>}>
        content
      </AppShell>,
    );
    expect(screen.getByText('jsmith - read-only mode')).toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // The drawer's code loads on the first press.
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('hides the top bar on scrolling down', () => {
    scrollTo(0);
    render(
      <AppShell menuItems={demoMenuItems} navItems={demoNavItems}>
        content
      </AppShell>,
    );
    scrollTo(200);
    expect(screen.getByRole('banner')).toHaveAttribute('data-hidden', 'true');
    scrollTo(150);
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-hidden');
  });

  it('moves focus to main with the skip link', async () => {
    render(
      <AppShell menuItems={demoMenuItems} navItems={demoNavItems}>
        content
      </AppShell>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
