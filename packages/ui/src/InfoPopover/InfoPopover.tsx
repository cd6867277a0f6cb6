/** An 'i' button that opens a small explanatory popover (e.g. what a username is on the login screen). */
import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useTheme } from '../themes/ThemeProvider.tsx';
import * as styles from './InfoPopover.css.ts';

export interface InfoPopoverProps {
  /** Accessible name of the trigger button. */
  label: string;
  children: ReactNode;
}

export function InfoPopover({ label, children }: InfoPopoverProps) {
  const theme = useTheme();
  return (
    <DialogTrigger>
      <Button className={styles.trigger} aria-label={label}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
          <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <rect x="9.2" y="8.5" width="1.6" height="6" fill="currentColor" />
          <circle cx="10" cy="6" r="1" fill="currentColor" />
        </svg>
      </Button>
      <Popover placement="bottom end" className={`${theme.className} ${styles.popover}`} style={theme.style}>
        <Dialog aria-label={label}>{children}</Dialog>
      </Popover>
    </DialogTrigger>
  );
}
