/** The selection screen's help (spec §2): read-only view, Switch client, passwords, guide link and support phone. */
import { adviserTexts, SUPPORT } from '@portal/domain';
import { Link } from '../Link/Link.tsx';
import * as styles from './AdviserSelection.css.ts';

export interface AdviserHelpProps {
  /** @default SUPPORT.adviserGuideHref */
  guideHref?: string;
  /** @default SUPPORT.phone */
  phone?: string;
}

export function AdviserHelp({ guideHref = SUPPORT.adviserGuideHref, phone = SUPPORT.phone }: AdviserHelpProps) {
  return (
    <div className={styles.help}>
      <ul className={styles.helpList}>
        <li>{adviserTexts.helpReadOnly}</li>
        <li>{adviserTexts.helpSwitchClient}</li>
        <li>{adviserTexts.helpPasswords}</li>
      </ul>
      <p className={styles.notice}>
        <Link href={guideHref} target="_blank">
          {adviserTexts.helpGuideLink}
        </Link>
      </p>
      <p className={styles.notice}>{adviserTexts.helpSupport(phone)}</p>
    </div>
  );
}
