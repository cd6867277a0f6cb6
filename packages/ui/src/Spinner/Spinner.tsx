/** Indeterminate loading indicator on RAC ProgressBar (role="progressbar" with a name). */
import { ProgressBar, composeRenderProps } from 'react-aria-components';
import type { ProgressBarProps } from 'react-aria-components';
import * as styles from './Spinner.css.ts';
import { cx } from '../utils/cx.ts';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];
const pixels: Record<SpinnerSize, number> = { small: 16, medium: 32, large: 56 };

export const spinnerTones = ['highlight', 'current'] as const;
export type SpinnerTone = (typeof spinnerTones)[number];

export interface SpinnerProps extends Omit<ProgressBarProps, 'children' | 'value' | 'isIndeterminate'> {
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
    <ProgressBar
      aria-label={props['aria-labelledby'] ? undefined : label}
      {...props}
      isIndeterminate
      className={composeRenderProps(className, (c) => cx(styles.root, styles.tone[tone], c))}
    >
      <svg className={styles.svg} width={px} height={px} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="12" cy="12" r="9.5" strokeWidth="3" />
        <path className={styles.arc} d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
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
