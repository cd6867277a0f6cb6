/** The side menu's Live support (spec §2): the dialog, and the action that opens it. */
import { useCallback, useState, type ReactNode } from 'react';
import { LiveSupportDialog } from '../../shared/live-support/LiveChat.tsx';

export function useLiveSupport(): { open: () => void; dialog: ReactNode } {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  return { open, dialog: <LiveSupportDialog isOpen={isOpen} onOpenChange={setOpen} /> };
}
