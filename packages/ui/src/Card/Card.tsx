/**
 * Content cards (spec: account summary). `Card` always shows its content; `CollapsibleCard` starts
 * collapsed with a 'Show more' / 'Show less' toggle on RAC Disclosure (aria-expanded, aria-controls).
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import type { DisclosureProps } from 'react-aria-components';
import { Icon } from '../icons/Icon.tsx';
import * as styles from './Card.css.ts';
import { cx } from '../utils/cx.ts';

export const headingLevels = [2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const heroTones = ['neutral', 'negative'] as const;
export type HeroTone = (typeof heroTones)[number];

export interface CardProps {
  /** Heading of the card. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** A headline figure, e.g. the portfolio value. */
  heroValue?: ReactNode;
  /** Caption above the hero value, e.g. 'Portfolio value'. */
  heroLabel?: ReactNode;
  /** `negative` shows the hero value in the negative-amount colour. @default 'neutral' */
  heroTone?: HeroTone;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  children?: ReactNode;
  className?: string;
  id?: string;
}

interface HeaderProps extends Pick<CardProps, 'title' | 'subtitle' | 'heroValue' | 'heroLabel' | 'heroTone'> {
  headingLevel: HeadingLevel;
  titleId: string;
}

function CardHeader({ title, subtitle, heroValue, heroLabel, heroTone = 'neutral', headingLevel, titleId }: HeaderProps) {
  const H = `h${headingLevel}` as const;
  return (
    <div className={styles.header}>
      <div className={styles.titles}>
        <H id={titleId} className={styles.title}>
          {title}
        </H>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {heroValue !== undefined && (
        <div className={styles.hero}>
          {heroLabel && <span className={styles.heroLabel}>{heroLabel}</span>}
          <span className={styles.heroValue[heroTone]}>{heroValue}</span>
        </div>
      )}
    </div>
  );
}

export function Card({ headingLevel = 2, children, className, id, ...header }: CardProps) {
  const titleId = useId();
  return (
    <section id={id} aria-labelledby={titleId} className={cx(styles.card, className)}>
      <CardHeader {...header} headingLevel={headingLevel} titleId={titleId} />
      {children && <div className={styles.body}>{children}</div>}
    </section>
  );
}

export interface CollapsibleCardProps extends CardProps, Pick<DisclosureProps, 'isExpanded' | 'onExpandedChange'> {
  /** @default false */
  defaultExpanded?: boolean;
  /** @default 'Show more' */
  showMoreLabel?: string;
  /** @default 'Show less' */
  showLessLabel?: string;
}

export function CollapsibleCard({
  headingLevel = 2,
  children,
  className,
  id,
  defaultExpanded = false,
  isExpanded,
  onExpandedChange,
  showMoreLabel = 'Show more',
  showLessLabel = 'Show less',
  ...header
}: CollapsibleCardProps) {
  const titleId = useId();
  return (
    <section id={id} aria-labelledby={titleId} className={cx(styles.card, className)}>
      <CardHeader {...header} headingLevel={headingLevel} titleId={titleId} />
      <Disclosure defaultExpanded={defaultExpanded} isExpanded={isExpanded} onExpandedChange={onExpandedChange} className={styles.body}>
        {({ isExpanded: expanded }) => (
          <>
            <DisclosurePanel className={cx(styles.body, styles.panel)}>{children}</DisclosurePanel>
            <AriaButton slot="trigger" className={styles.toggle}>
              {expanded ? showLessLabel : showMoreLabel}
              <Icon name={expanded ? 'chevronUp' : 'chevronDown'} size={18} />
            </AriaButton>
          </>
        )}
      </Disclosure>
    </section>
  );
}
