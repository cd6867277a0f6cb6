import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { demoMenuItems } from '../test/fixtures.ts';
import { SideMenu } from './SideMenu.tsx';

const navigate = fn();

function Demo({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <RouterProvider navigate={navigate}>
      <Button onPress={() => setOpen(true)}>Open menu</Button>
      <SideMenu items={demoMenuItems} isOpen={isOpen} onOpenChange={setOpen} />
    </RouterProvider>
  );
}

const meta = {
  title: 'App shell/SideMenu',
  component: SideMenu,
  parameters: { layout: 'fullscreen' },
  args: { items: demoMenuItems, isOpen: true, onOpenChange: fn() },
  render: () => <Demo initiallyOpen />,
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeInTheDocument();
  },
};

export const OpenAndClose: Story = {
  render: () => <Demo initiallyOpen={false} />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  },
};
