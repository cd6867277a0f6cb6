/**
 * An on/off switch on RAC Switch (role switch, aria-checked), used for the ad-hoc fee authority.
 * The state is shown by the thumb's position and an on/off word, so it never relies on colour alone.
 */
import type { ReactNode } from 'react';
import { Switch as AriaSwitch, composeRenderProps } from 'react-aria-components';
import type { SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css.ts';
import { cx } from '../utils/cx.ts';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  /** The visible label (also the accessible name). */
  children: ReactNode;
  /** Words shown beside the track for the two states, e.g. 'Authorised' / 'Not authorised'. */
  stateLabels?: { on: string; off: string };
}

export function Switch({ className, children, stateLabels, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={composeRenderProps(className, (c) => cx(styles.switchRoot, c))}>
      {({ isSelected }) => (
        <>
          <span className={styles.label}>{children}</span>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {stateLabels && (
            <span className={styles.state} aria-hidden="true">
              {isSelected ? stateLabels.on : stateLabels.off}
            </span>
          )}
        </>
      )}
    </AriaSwitch>
  );
}
