/**
 * A checkbox on RAC Checkbox (terms 'I agree…', ad-hoc fee agreement, transaction filter lists).
 * Checked and indeterminate are drawn as a tick and a dash, so neither relies on colour alone.
 */
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, composeRenderProps } from 'react-aria-components';
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import * as styles from './Checkbox.css.ts';
import { cx } from '../utils/cx.ts';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** The visible label (also the accessible name). */
  children?: ReactNode;
}

export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={composeRenderProps(className, (c) => cx(styles.checkbox, c))}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            <svg className={styles.mark} viewBox="0 0 18 18" width={18} height={18} focusable="false">
              {isIndeterminate ? <path d="M4 9h10" /> : isSelected ? <path d="M3.5 9.5l3.5 3.5 7.5-8" /> : null}
            </svg>
          </span>
          {children !== undefined && <span className={styles.label}>{children}</span>}
        </>
      )}
    </AriaCheckbox>
  );
}
