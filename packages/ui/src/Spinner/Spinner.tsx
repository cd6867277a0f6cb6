/**
 * Indeterminate loading indicator: an element with role="progressbar" and a name, no value (WAI-ARIA:
 * an indeterminate progressbar leaves aria-valuenow out). Not RAC ProgressBar: for a bar that never
 * shows a value it only adds a number formatter (@internationalized/number, ~1 KiB gzip) that the
 * buttons' pending state and the public pages' first script would carry for nothing.
 */
import type { HTMLAttributes } from 'react';
import * as styles from './Spinner.css.ts';
import { cx } from '../utils/cx.ts';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];
const pixels: Record<SpinnerSize, number> = { small: 16, medium: 32, large: 56 };

export const spinnerTones = ['highlight', 'current'] as const;
export type SpinnerTone = (typeof spinnerTones)[number];

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  /** @default 'medium' */
  size?: SpinnerSize;
  /** `current` follows the text colour (inside buttons). @default 'highlight' */
  tone?: SpinnerTone;
  /** Accessible name. @default 'Loading' */
  label?: string;
}

export function Spinner({ size = 'medium', tone = 'highlight', label = 'Loading', className, ...props }: SpinnerProps) {
  const px = pixels[size];
  return (
    <div
      aria-label={props['aria-labelledby'] ? undefined : label}
      {...props}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      className={cx(styles.root, styles.tone[tone], className)}
    >
      <svg className={styles.svg} width={px} height={px} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="12" cy="12" r="9.5" strokeWidth="3" />
        <path className={styles.arc} d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </div>
  );
}

export type FullPageSpinnerProps = Omit<SpinnerProps, 'size'>;

/** Covers the page with a centred spinner, e.g. until the firm theme has loaded. */
export function FullPageSpinner(props: FullPageSpinnerProps) {
  return (
    <div className={styles.fullPage}>
      <Spinner size="large" {...props} />
    </div>
  );
}
