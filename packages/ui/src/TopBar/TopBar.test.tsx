import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../themes/ThemeProvider.tsx';
import { northgateTheme } from '../themes/themes.ts';
import { AdviserBanner, switchClientErrorMessage } from './AdviserBanner.tsx';
import { TopBar } from './TopBar.tsx';

describe('TopBar', () => {
  it('is the banner landmark with the default logo and a Menu button', async () => {
    const onMenuPress = vi.fn();
    render(<TopBar onMenuPress={onMenuPress} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Harbour Wealth' })).toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(onMenuPress).toHaveBeenCalledTimes(1);
  });

  it("shows the firm's logo under a firm theme", () => {
    render(
      <ThemeProvider theme={northgateTheme}>
        <TopBar />
      </ThemeProvider>,
    );
    expect(screen.getByRole('img', { name: 'Northgate Partners' })).toBeInTheDocument();
  });

  it('marks itself hidden for the scroll behaviour', () => {
    render(<TopBar isHidden />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-hidden', 'true');
  });
});

describe('AdviserBanner', () => {
  it("shows 'username - read-only mode' and a 'Switch client' button", async () => {
    const onSwitchClient = vi.fn();
    render(<AdviserBanner username="jsmith" onSwitchClient={onSwitchClient} />);
    expect(screen.getByText('jsmith - read-only mode')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch client' }));
    expect(onSwitchClient).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner while switching and the error text on failure', () => {
    render(<AdviserBanner username="jsmith" onSwitchClient={() => {}} isSwitching hasError />);
    expect(screen.getByRole('button', { name: /Switch client/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(switchClientErrorMessage);
  });
});
