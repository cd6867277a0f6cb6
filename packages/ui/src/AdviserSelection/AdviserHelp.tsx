/** The selection screen's help (spec §2): read-only view, Switch client, passwords, guide link and support phone. */
import { SUPPORT } from '@portal/domain';
import { Link } from '../Link/Link.tsx';
import * as styles from './AdviserSelection.css.ts';
import { defaultAdviserHelpLabels } from './labels.ts';
import type { AdviserHelpLabels } from './labels.ts';

export interface AdviserHelpProps {
  /** @default SUPPORT.adviserGuideHref */
  guideHref?: string;
  /** @default SUPPORT.phone */
  phone?: string;
  /** The help's words (each defaults to `adviserTexts`); pass only those to change. */
  labels?: Partial<AdviserHelpLabels>;
}

export function AdviserHelp({ guideHref = SUPPORT.adviserGuideHref, phone = SUPPORT.phone, labels }: AdviserHelpProps) {
  const text = { ...defaultAdviserHelpLabels, ...labels };
  return (
    <div className={styles.help}>
      <ul className={styles.helpList}>
        <li>{text.readOnly}</li>
        <li>{text.switchClient}</li>
        <li>{text.passwords}</li>
      </ul>
      <p className={styles.notice}>
        <Link href={guideHref} target="_blank">
          {text.guideLink}
        </Link>
      </p>
      <p className={styles.notice}>{text.support(phone)}</p>
    </div>
  );
}
