import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { PageContainer, PageHeading } from '../Page/Page.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { AdviserBanner } from '../TopBar/AdviserBanner.tsx';
import { demoMenuItems, demoNavItems } from '../test/fixtures.ts';
import { AppShell } from './AppShell.tsx';

const navigate = fn();

function HomeContent() {
  return (
    <PageContainer>
      <PageHeading>My portfolio</PageHeading>
      <Card title="Portfolio" heroLabel="Portfolio value" heroValue="£248,120.55" />
      {Array.from({ length: 6 }, (_, i) => (
        <Card
          key={i}
          title={`Stocks & Shares ISA 10000${i}`}
          subtitle="Account"
          heroLabel="Account value"
          heroValue={`£${(12000 + i * 1375).toLocaleString('en-GB')}.00`}
        />
      ))}
    </PageContainer>
  );
}

const meta = {
  title: 'App shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: { menuItems: demoMenuItems, navItems: demoNavItems, children: <HomeContent /> },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Client: Story = {};

export const AdviserReadOnly: Story = {
  args: { banner: <AdviserBanner username="jsmith" onSwitchClient={fn()} /> },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const WithoutNavigation: Story = { args: { hideNavigation: true } };

export const Loading: Story = {
  args: {
    children: (
      <PageContainer>
        <PageHeading>Documents</PageHeading>
        <Spinner label="Loading documents" />
      </PageContainer>
    ),
  },
};

export const LoadError: Story = {
  args: {
    children: (
      <PageContainer>
        <PageHeading>Documents</PageHeading>
        <MessageBanner severity="error" errorCode="5521" onRetry={fn()}>
          Sorry there was a problem retrieving your documents. Please contact us.
        </MessageBanner>
      </PageContainer>
    ),
  },
};

export const OpenSideMenu: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('link', { name: 'Personal details' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  },
};

/** The drawer's code loads on first use: opened from the keyboard, it takes focus and gives it back to Menu. */
export const SideMenuByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const menuButton = within(canvasElement).getByRole('button', { name: 'Menu' });
    // A drawer left open by the story before (OpenSideMenu) may still be leaving the page.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // The drawer's code loads on first use: allow for a slow machine.
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5_000 });
    await expect(within(dialog).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    // Focus moves into the drawer (so Escape reaches it) a moment after it appears.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement), { timeout: 5_000 });
    await userEvent.keyboard('{Escape}');
    // The drawer slides out before it leaves the page.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
    // Focus returns to Menu once the drawer has gone: on a loaded 2-core CI machine after the default 1 s.
    await waitFor(() => expect(menuButton).toHaveFocus(), { timeout: 5_000 });
  },
};
