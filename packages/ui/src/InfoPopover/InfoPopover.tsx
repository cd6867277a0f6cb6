/**
 * An 'i' button that opens a small explanatory popover (e.g. what a username is on the login screen).
 * The popover's overlay code is loaded on first press: it is the only overlay on the first page, and its
 * trigger is a plain button (the login page's first script carries no React Aria, issue 35).
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { NativePlainButton } from '../NativeButton/NativeButton.tsx';
import * as styles from './InfoPopover.css.ts';

const InfoPopoverContent = lazy(() => import('./InfoPopoverContent.tsx'));

export interface InfoPopoverProps {
  /** Accessible name of the trigger button. */
  label: string;
  children: ReactNode;
}

export function InfoPopover({ label, children }: InfoPopoverProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <NativePlainButton
        ref={triggerRef}
        className={styles.trigger}
        aria-label={label}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        onPress={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
          <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <rect x="9.2" y="8.5" width="1.6" height="6" fill="currentColor" />
          <circle cx="10" cy="6" r="1" fill="currentColor" />
        </svg>
      </NativePlainButton>
      {requested && (
        <Suspense fallback={null}>
          <InfoPopoverContent label={label} triggerRef={triggerRef} isOpen={isOpen} onOpenChange={setOpen}>
            {children}
          </InfoPopoverContent>
        </Suspense>
      )}
    </>
  );
}
