/** The overlay half of InfoPopover, loaded on first open so the login page does not ship overlay code. */
import type { ReactNode, RefObject } from 'react';
import { Dialog } from 'react-aria-components';
import { Popover } from '../overlays/Popover.tsx';
import * as styles from './InfoPopover.css.ts';

export interface InfoPopoverContentProps {
  label: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}

export default function InfoPopoverContent({ label, triggerRef, isOpen, onOpenChange, children }: InfoPopoverContentProps) {
  return (
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom end" className={styles.popover}>
      <Dialog aria-label={label}>{children}</Dialog>
    </Popover>
  );
}
