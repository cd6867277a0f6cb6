/**
 * The warning icon shown on a document whose mark-as-read failed after its retries (spec §4, §8):
 * a focusable icon button whose tooltip — also its accessible description — says it may show as unread.
 */
import { documentsTexts } from '@portal/domain';
import { useId } from 'react';
import { Button, TooltipTrigger } from 'react-aria-components';
import { Icon } from '../icons/Icon.tsx';
import { Tooltip } from '../overlays/index.ts';
import * as styles from './MarkAsReadWarning.css.ts';
import { cx } from '../utils/cx.ts';

export interface MarkAsReadWarningProps {
  /** The tooltip and accessible description. @default documentsTexts.markAsReadFailed */
  message?: string;
  /** The icon button's accessible name. @default documentsTexts.markAsReadWarningLabel */
  label?: string;
  className?: string;
}

export function MarkAsReadWarning({
  message = documentsTexts.markAsReadFailed,
  label = documentsTexts.markAsReadWarningLabel,
  className,
}: MarkAsReadWarningProps) {
  const descriptionId = useId();
  return (
    <span className={cx(styles.root, className)}>
      <TooltipTrigger delay={300} closeDelay={150}>
        {/* A button only so the icon can take focus and show its tooltip from the keyboard; pressing it does nothing else. */}
        <Button className={styles.trigger} aria-label={label} aria-describedby={descriptionId}>
          <Icon name="warning" size={18} />
        </Button>
        <Tooltip className={styles.tooltip} placement="top">
          {message}
        </Tooltip>
      </TooltipTrigger>
      <span id={descriptionId} hidden>
        {message}
      </span>
    </span>
  );
}
