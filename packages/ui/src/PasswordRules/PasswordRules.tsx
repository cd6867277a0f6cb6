/**
 * The live checklist of spec §5: every unmet new-password rule listed under 'Your password needs:'.
 * The list itself is for reading (and for aria-describedby); changes are announced politely through a
 * separate, debounced live region so a screen reader is not interrupted on every keystroke.
 */
import { PASSWORD_RULES_HEADING, checkPassword, passwordRuleText, passwordRulesTexts } from '@portal/domain';
import type { PasswordRuleId } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../icons/Icon.tsx';
import { visuallyHidden } from '../utils/visuallyHidden.css.ts';
import * as styles from './PasswordRules.css.ts';
import { cx } from '../utils/cx.ts';

export interface PasswordRulesProps {
  /** The new password as typed. */
  password: string;
  /** The second box; leave out to skip the 'To match in both boxes' rule. */
  confirm?: string;
  /** Leave out or empty to skip the username rule. */
  username?: string;
  /** Id of the checklist, for the new password field's aria-describedby. */
  id: string;
  /** Quiet time in ms before a change is announced. @default 1000 */
  announceDelay?: number;
  /** The checklist's own words (each defaults to the catalogue's); pass only those to change. */
  labels?: Partial<PasswordRulesLabels>;
  className?: string;
}

/** Texts of the checklist; defaults from `passwordRulesTexts` and the domain's rule texts. */
export interface PasswordRulesLabels {
  /** @default 'Your password needs:' (PASSWORD_RULES_HEADING) */
  heading: string;
  /** @default passwordRulesTexts.allMet */
  allMet: string;
  /** Hidden before each unmet rule. @default passwordRulesTexts.unmetPrefix */
  unmetPrefix: string;
  /** A rule's wording. @default passwordRuleText */
  rule: (rule: PasswordRuleId) => string;
}

export const defaultPasswordRulesLabels: PasswordRulesLabels = {
  heading: PASSWORD_RULES_HEADING,
  allMet: passwordRulesTexts.allMet,
  unmetPrefix: passwordRulesTexts.unmetPrefix,
  rule: passwordRuleText,
};

/** What the live region says for a set of unmet rules. */
export function passwordRulesSummary(unmet: readonly PasswordRuleId[], text: PasswordRulesLabels = defaultPasswordRulesLabels): string {
  return unmet.length === 0 ? text.allMet : `${text.heading} ${unmet.map(text.rule).join(', ')}.`;
}

export function PasswordRules({ password, confirm, username, id, announceDelay = 1000, labels, className }: PasswordRulesProps) {
  const text = { ...defaultPasswordRulesLabels, ...labels };
  const { unmet } = checkPassword({ password, confirm, username });
  const summary = passwordRulesSummary(unmet, text);

  // Announce only when the set of unmet rules has changed and typing has paused; nothing on mount.
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(summary);
  useEffect(() => {
    if (summary === announced.current) return undefined;
    const timer = setTimeout(() => {
      announced.current = summary;
      setAnnouncement(summary);
    }, announceDelay);
    return () => clearTimeout(timer);
  }, [summary, announceDelay]);

  return (
    <div className={cx(styles.root, className)}>
      <div id={id} data-rules-met={unmet.length === 0 || undefined}>
        {unmet.length === 0 ? (
          <p className={styles.allMet}>
            <Icon name="success" size={18} className={styles.metIcon} />
            {text.allMet}
          </p>
        ) : (
          <>
            <p className={styles.heading}>{text.heading}</p>
            <ul className={styles.list}>
              {unmet.map((rule) => (
                <li key={rule} className={styles.item} data-rule={rule}>
                  <Icon name="close" size={16} className={styles.unmetIcon} />
                  <span className={visuallyHidden}>{text.unmetPrefix} </span>
                  {text.rule(rule)}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}
