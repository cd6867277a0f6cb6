/**
 * The chat widget button and the live support panel it opens. The chat itself belongs to the support
 * feature, which shared code cannot import: the app provides it through LiveSupportProvider (loaded on
 * demand). Without a provider (tests of other screens) the panel falls back to the phone and hours dialog.
 */
import { createContext, lazy, Suspense, useContext, useState } from 'react';
import type { ComponentType } from 'react';
import { ChatLauncher } from '@portal/ui/ChatLauncher';

export type LiveSupportPanel = ComponentType<{ isOpen: boolean; onOpenChange: (open: boolean) => void }>;

const LiveSupportContext = createContext<LiveSupportPanel | null>(null);
export const LiveSupportProvider = LiveSupportContext.Provider;

const PhoneDialog = lazy(() => import('./LiveSupportDialog.tsx'));

export function LiveSupportDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const Panel = useContext(LiveSupportContext) ?? PhoneDialog;
  // Once opened the panel stays mounted (closed), so a conversation continues while it is hidden.
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Panel isOpen={isOpen} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

export function LiveChatButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ChatLauncher onPress={() => setOpen(true)} />
      <LiveSupportDialog isOpen={open} onOpenChange={setOpen} />
    </>
  );
}
