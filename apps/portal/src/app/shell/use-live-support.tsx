/** The side menu's Live support (spec §2): the dialog, and its setter (the menu's action opens it). */
import { useState, type ReactNode } from 'react';
import { LiveSupportDialog } from '../../shared/live-support/LiveChat.tsx';

export function useLiveSupport(): [setOpen: (open: boolean) => void, dialog: ReactNode] {
  const [isOpen, setOpen] = useState(false);
  return [setOpen, <LiveSupportDialog isOpen={isOpen} onOpenChange={setOpen} />];
}
