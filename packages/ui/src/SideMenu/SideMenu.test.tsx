import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { demoMenuItems } from '../test/fixtures.ts';
import type { SideMenuItem } from './SideMenu.tsx';
import { SideMenu } from './SideMenu.tsx';

function Harness({ items = demoMenuItems }: { items?: SideMenuItem[] }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <SideMenu items={items} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

describe('SideMenu', () => {
  it("is a dialog named 'Menu' listing the spec's entries", () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const labels = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(labels).toEqual(['Personal details', 'Authorisations', 'News', 'Contacts', 'Live support', 'Legal info', 'Settings', 'Log out']);
    expect(within(dialog).getByRole('link', { name: 'Personal details' })).toHaveAttribute('href', '/client/personal');
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    render(<Harness />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('runs an action item and closes', async () => {
    const onLogOut = vi.fn();
    render(<Harness items={[{ id: 'logout', label: 'Log out', onAction: onLogOut }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('navigates a link item through the RouterProvider and closes', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Harness />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(navigate).toHaveBeenCalledWith('/client/settings', undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
