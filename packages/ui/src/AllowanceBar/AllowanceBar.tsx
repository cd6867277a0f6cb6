/**
 * The allowance bar of the wrapper-details card (spec §5 allowance maths) on RAC Meter: how much
 * of the total allowance is used, with used, total and remaining amounts. The maths lives in
 * `@portal/domain`: the fill is `allowanceBarPercentage`, the remainder `allowanceRemaining`
 * (floored at 0; a dash for a pension over its allowance).
 */
import { allowanceBarPercentage, allowanceTexts, formatAllowanceRemaining, formatMoney } from '@portal/domain';
import { Label, Meter, composeRenderProps } from 'react-aria-components';
import type { MeterProps } from 'react-aria-components';
import * as styles from './AllowanceBar.css.ts';
import { cx } from '../utils/cx.ts';

export const allowanceTones = ['highlight', 'positive', 'warning', 'critical'] as const;
export type AllowanceTone = (typeof allowanceTones)[number];

export interface AllowanceBarProps extends Omit<MeterProps, 'children' | 'value' | 'minValue' | 'maxValue' | 'valueLabel'> {
  /** Visible label, e.g. 'ISA allowance'. */
  label: string;
  /** Amount used this tax year (e.g. totalSubscriptionCTY). */
  used: number;
  /** Total allowance: use `totalAllowance()` from `@portal/domain`. */
  total: number;
  /** The account's type; for pensions a negative remainder reads '-'. */
  accountType?: string | null;
  /** Colour of the fill. @default 'highlight' */
  tone?: AllowanceTone;
  /** The bar's own words (each defaults to `allowanceTexts` in @portal/domain); pass only those to change. */
  labels?: Partial<AllowanceBarLabels>;
}

/** Texts of the bar. */
export interface AllowanceBarLabels {
  /** @default allowanceTexts.used */
  used: string;
  /** @default allowanceTexts.totalAllowance */
  totalAllowance: string;
  /** @default allowanceTexts.remaining */
  remaining: string;
  /** The meter's spoken value. @default allowanceTexts.valueText */
  valueText: (used: string, total: string, remaining: string) => string;
}

export const defaultAllowanceBarLabels: AllowanceBarLabels = {
  used: allowanceTexts.used,
  totalAllowance: allowanceTexts.totalAllowance,
  remaining: allowanceTexts.remaining,
  valueText: allowanceTexts.valueText,
};

export function AllowanceBar({ label, used, total, accountType, tone = 'highlight', labels, className, ...props }: AllowanceBarProps) {
  const text = { ...defaultAllowanceBarLabels, ...labels };
  const percentage = allowanceBarPercentage(total, used);
  const usedText = formatMoney(used);
  const totalText = formatMoney(total);
  const remainingText = formatAllowanceRemaining(total, used, accountType);
  return (
    <Meter
      {...props}
      value={percentage}
      minValue={0}
      maxValue={100}
      valueLabel={text.valueText(usedText, totalText, remainingText)}
      className={composeRenderProps(className, (c) => cx(styles.root, c))}
    >
      {({ percentage: fill }) => (
        <>
          <Label className={styles.label}>{label}</Label>
          <div className={styles.track} aria-hidden="true">
            {/* Width is computed geometry, the one inline style the house rules allow. */}
            <div className={styles.fill[tone]} style={{ width: `${fill}%` }} />
          </div>
          <dl className={styles.amounts}>
            <div className={styles.amount}>
              <dt>{text.used}</dt>
              <dd>{usedText}</dd>
            </div>
            <div className={styles.amount}>
              <dt>{text.totalAllowance}</dt>
              <dd>{totalText}</dd>
            </div>
            <div className={styles.amount}>
              <dt>{text.remaining}</dt>
              <dd>{remainingText}</dd>
            </div>
          </dl>
        </>
      )}
    </Meter>
  );
}
