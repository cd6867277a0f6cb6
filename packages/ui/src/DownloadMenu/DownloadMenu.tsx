/**
 * The 'Download report' menu of the account summary (spec §2): a RAC MenuTrigger whose menu holds CSV
 * and PDF. It opens on click and closes on a click outside or Escape. While a PDF is printed
 * (print state 1) the button shows a spinner; a failed print (2) shows the PDF failure message.
 */
import { commonTexts, generalTexts } from '@portal/domain';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../icons/Icon.tsx';
import { Popover } from '../overlays/Popover.tsx';
import * as styles from './DownloadMenu.css.ts';
import { cx } from '../utils/cx.ts';

/** Print state of spec §4: 0 idle, 1 in progress, 2 failed. */
export const PRINT_STATE = { idle: 0, inProgress: 1, failed: 2 } as const;
export type PrintState = (typeof PRINT_STATE)[keyof typeof PRINT_STATE];

export interface DownloadMenuAction {
  onAction: () => void;
  /** @default false */
  isDisabled?: boolean;
}

export interface DownloadMenuProps {
  /** The CSV item; left out when not given. */
  csv?: DownloadMenuAction;
  /** The PDF item; left out when not given. */
  pdf?: DownloadMenuAction;
  /** @default 0 */
  printState?: PrintState;
  /** @default 'Download report' (spec §2 Common interface) */
  label?: string;
  /** Shown when `printState` is 2. @default generalTexts.pdfFailed */
  failureMessage?: string;
  /** @default 'CSV' */
  csvLabel?: string;
  /** @default 'PDF' */
  pdfLabel?: string;
  /** Accessible name of the button while a PDF is printed. @default commonTexts.downloadPending */
  pendingLabel?: string;
  /** @default false */
  isDisabled?: boolean;
  className?: string;
}

export function DownloadMenu({
  csv,
  pdf,
  printState = PRINT_STATE.idle,
  label = commonTexts.downloadReport,
  failureMessage = generalTexts.pdfFailed,
  csvLabel = commonTexts.csv,
  pdfLabel = commonTexts.pdf,
  pendingLabel = commonTexts.downloadPending,
  isDisabled = false,
  className,
}: DownloadMenuProps) {
  const items = [
    { id: 'csv', label: csvLabel, action: csv },
    { id: 'pdf', label: pdfLabel, action: pdf },
  ].flatMap(({ action, ...item }) => (action ? [{ ...item, action }] : []));
  const [open, setOpen] = useState(false);
  if (items.length === 0) return null;

  const onAction = (key: Key) => items.find((item) => item.id === key)?.action.onAction();
  const printing = printState === PRINT_STATE.inProgress;

  return (
    <div className={cx(styles.root, className)}>
      {/* The menu stays shut while a PDF prints: the pending button keeps its focus but opens nothing. */}
      <MenuTrigger isOpen={open && !printing} onOpenChange={(next) => setOpen(next && !printing)}>
        <Button variant="secondary" isPending={printing} pendingLabel={pendingLabel} isDisabled={isDisabled}>
          {label}
          <Icon name="chevronDown" size={18} />
        </Button>
        <Popover placement="bottom end" className={styles.popover}>
          <Menu
            className={styles.menu}
            onAction={onAction}
            disabledKeys={items.filter((item) => item.action.isDisabled).map((item) => item.id)}
          >
            {items.map((item) => (
              <MenuItem key={item.id} id={item.id} className={styles.item}>
                {item.label}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      {printState === PRINT_STATE.failed && (
        <p role="alert" className={styles.failure}>
          <Icon name="error" size={16} />
          {failureMessage}
        </p>
      )}
    </div>
  );
}
