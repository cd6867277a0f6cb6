import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { demoNavItems } from '../test/fixtures.ts';
import { NavBar } from './NavBar.tsx';

describe('NavBar', () => {
  it("is a navigation landmark named 'Main' with one link per item", () => {
    render(<NavBar items={demoNavItems} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(5);
    ['Home', 'Analysis', 'Transactions', 'Documents', /^Library ?\(opens in a new tab\)$/].forEach((name, i) => {
      expect(links[i]).toHaveAccessibleName(name);
    });
  });

  it('marks the current item with aria-current="page"', () => {
    render(<NavBar items={demoNavItems} />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Analysis' })).not.toHaveAttribute('aria-current');
  });

  it('describes the badge accessibly', () => {
    render(<NavBar items={demoNavItems} />);
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAccessibleDescription('unread documents');
  });

  it('opens external links in a new tab', () => {
    render(<NavBar items={demoNavItems} />);
    const library = screen.getByRole('link', { name: /Library/ });
    expect(library).toHaveAttribute('target', '_blank');
    expect(library).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("navigates client-side through the app's RouterProvider", async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <NavBar items={demoNavItems} />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Analysis' }));
    expect(navigate).toHaveBeenCalledWith('/client/analysis/default/12M', undefined);
  });
});
