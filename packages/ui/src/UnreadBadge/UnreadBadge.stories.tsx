import type { Meta, StoryObj } from '@storybook/react-vite';
import { documentsTexts, navigationTexts } from '@portal/domain';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';
import { NavBar } from '../NavBar/NavBar.tsx';
import { demoNavItems } from '../test/fixtures.ts';
import { unreadDocumentsBadge } from './UnreadBadge.ts';

/** The navigation with the Documents tab's badge set from `unreadDocumentsPresent`. */
function DocumentsTab({ unreadDocumentsPresent }: { unreadDocumentsPresent: boolean }) {
  const items = demoNavItems
    .filter((item) => item.id !== 'library')
    .map((item) => (item.id === 'documents' ? { ...item, ...unreadDocumentsBadge(unreadDocumentsPresent) } : item));
  return <NavBar items={items} />;
}

const meta = {
  title: 'Documents/UnreadBadge',
  component: DocumentsTab,
  args: { unreadDocumentsPresent: true },
  decorators: [
    (Story) => (
      <RouterProvider navigate={fn()}>
        <div style={{ maxWidth: 960 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof DocumentsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithUnreadDocuments: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: navigationTexts.nav.documents });
    await expect(link).toHaveAccessibleDescription(documentsTexts.unreadDocumentsPresent);
  },
};
export const WithoutUnreadDocuments: Story = {
  args: { unreadDocumentsPresent: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: navigationTexts.nav.documents })).not.toHaveAttribute('aria-describedby');
  },
};
export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1' } } };
