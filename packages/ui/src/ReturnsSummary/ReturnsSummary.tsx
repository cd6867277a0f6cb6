/**
 * The period's time- and money-weighted returns side by side (issue 32), each with its one-line
 * definition and a 'How we calculate this' disclosure. Cumulative over the measured span; also per
 * year only when the span exceeds a year (the server sends `annualisedPercent` only then). A return
 * the server could not work out reads as a plain explanation instead of a number.
 */
import { formatDate, formatPercent, returnsTexts } from '@portal/domain';
import type { ReturnUnavailableText } from '@portal/domain';
import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { Icon } from '../icons/Icon.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { cx } from '../utils/cx.ts';
import * as styles from './ReturnsSummary.css.ts';

/** One return, in percent (5.23 means 5.23 %), as the analysis response carries it. */
export interface ReturnFigureValue {
  cumulativePercent: number | null;
  annualisedPercent: number | null;
  unavailable: ReturnUnavailableText | null;
}

/** The analysis response's `returns`. */
export interface PeriodReturnsValue {
  measuredFrom: string | null;
  measuredTo: string;
  timeWeighted: ReturnFigureValue;
  moneyWeighted: ReturnFigureValue;
}

export interface ReturnsSummaryProps {
  /** The returns; undefined while loading. */
  returns?: PeriodReturnsValue;
  /** Shows a spinner. @default false */
  isLoading?: boolean;
  /** Shown instead of the returns when they could not be loaded (e.g. a MessageBanner with retry). */
  error?: ReactNode;
  /** Level of each return's heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function ReturnsSummary({ returns, isLoading = false, error, headingLevel = 3, className }: ReturnsSummaryProps) {
  if (error) return <div className={cx(styles.root, className)}>{error}</div>;
  if (isLoading || !returns) {
    return (
      <div className={cx(styles.root, styles.placeholder, className)}>
        <Spinner label={returnsTexts.loading} />
      </div>
    );
  }
  const measured =
    returns.measuredFrom !== null ? returnsTexts.measured(formatDate(returns.measuredFrom), formatDate(returns.measuredTo)) : null;
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.grid}>
        <ReturnPanel
          headingLevel={headingLevel}
          title={returnsTexts.timeWeighted}
          definition={returnsTexts.timeWeightedDefinition}
          how={returnsTexts.timeWeightedHow}
          figure={returns.timeWeighted}
        />
        <ReturnPanel
          headingLevel={headingLevel}
          title={returnsTexts.moneyWeighted}
          definition={returnsTexts.moneyWeightedDefinition}
          how={returnsTexts.moneyWeightedHow}
          figure={returns.moneyWeighted}
        />
      </div>
      {measured && <p className={styles.muted}>{measured}</p>}
    </div>
  );
}

interface ReturnPanelProps {
  headingLevel: 2 | 3 | 4;
  title: string;
  definition: string;
  how: string;
  figure: ReturnFigureValue;
}

function ReturnPanel({ headingLevel, title, definition, how, figure }: ReturnPanelProps) {
  const H = `h${headingLevel}` as const;
  const shown = figure.unavailable === null && figure.cumulativePercent !== null;
  return (
    <section className={styles.panel} aria-label={title}>
      <H className={styles.title}>{title}</H>
      <p className={styles.definition}>{definition}</p>
      {shown ? (
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{returnsTexts.cumulative}</dt>
            <dd className={cx(styles.value, figure.cumulativePercent! < 0 && styles.negative)}>
              {formatPercent(figure.cumulativePercent)}
            </dd>
          </div>
          {figure.annualisedPercent !== null && (
            <div className={styles.figure}>
              <dt className={styles.figureLabel}>{returnsTexts.annualised}</dt>
              <dd className={cx(styles.value, figure.annualisedPercent < 0 && styles.negative)}>
                {formatPercent(figure.annualisedPercent)}
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p className={styles.unavailable}>{returnsTexts.unavailable[figure.unavailable ?? 'tooLittleData']}</p>
      )}
      {shown && figure.annualisedPercent === null && <p className={styles.muted}>{returnsTexts.notAnnualised}</p>}
      <Disclosure className={styles.disclosure}>
        <Heading level={headingLevel + 1} className={styles.disclosureHeading}>
          <Button slot="trigger" className={styles.trigger}>
            {returnsTexts.howWeCalculate}
            <Icon name="chevronDown" size={20} className={styles.chevron} />
          </Button>
        </Heading>
        {/* The panel itself is left unstyled so RAC's hiding of it (hidden="until-found") is not overridden. */}
        <DisclosurePanel>
          <p className={styles.how}>{how}</p>
        </DisclosurePanel>
      </Disclosure>
    </section>
  );
}
