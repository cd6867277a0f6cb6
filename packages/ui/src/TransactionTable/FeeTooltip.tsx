/**
 * The fee cell of an event with trevFees: the cell text is a focusable trigger whose tooltip lists
 * each fee (spec §9: 300 ms to show, 150 ms to hide).
 */
import { memo } from 'react';
import { Button, TooltipTrigger } from 'react-aria-components';
import { FEE_TOOLTIP_DELAY_MS, formatMoney, transactionsTexts } from '@portal/domain';
import type { TrevFee } from '@portal/domain';
import { Icon } from '../icons/Icon.tsx';
import { Tooltip } from '../overlays/Tooltip.tsx';
import * as styles from './TransactionTable.css.ts';

export interface FeeTooltipProps {
  /** The formatted fee cell (may be blank). */
  text: string;
  /** The event's description, for the trigger's accessible name. */
  description: string;
  fees: readonly TrevFee[];
  /** The trigger's accessible name after the fee text. @default transactionsTexts.feeDetails ('Fee details of …') */
  detailsLabel?: (description: string) => string;
}

export const FeeTooltip = memo(function FeeTooltip({
  text,
  description,
  fees,
  detailsLabel = transactionsTexts.feeDetails,
}: FeeTooltipProps) {
  return (
    <TooltipTrigger delay={FEE_TOOLTIP_DELAY_MS.show} closeDelay={FEE_TOOLTIP_DELAY_MS.hide}>
      <Button className={styles.feeTrigger} aria-label={text ? `${text}, ${detailsLabel(description)}` : detailsLabel(description)}>
        {text}
        <Icon name="info" size={14} />
      </Button>
      <Tooltip className={styles.tooltip} placement="top">
        <ul className={styles.tooltipList}>
          {fees.map((fee, i) => (
            <li key={`${fee.xptpShortDescription}-${i}`} className={styles.tooltipItem}>
              <span>{fee.xptpShortDescription}</span>
              <span>{formatMoney(fee.dtrnDeductionAmount)}</span>
            </li>
          ))}
        </ul>
      </Tooltip>
    </TooltipTrigger>
  );
});
