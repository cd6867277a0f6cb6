/**
 * /client/legal (spec §2 Legal): links to our terms and conditions and privacy policy, each opening
 * in a new tab (their names say so to assistive technology), and the accessibility statement (issue 17).
 */
import { accessibilityTexts, commonTexts, legalPageTexts } from '@portal/domain';
import { Link, PageContainer, PageHeading } from '@portal/ui';
import { paths } from '../../../shared/paths.ts';
import * as styles from './LegalPage.css.ts';

export function LegalPage() {
  const links = [
    { label: legalPageTexts.termsLink, href: paths.legalTerms.href() },
    { label: legalPageTexts.privacyLink, href: paths.legalPrivacy.href() },
    { label: accessibilityTexts.linkLabel, href: paths.accessibility.href() },
  ];
  return (
    <PageContainer>
      <PageHeading>{legalPageTexts.heading}</PageHeading>
      <p className={styles.intro}>{legalPageTexts.intro}</p>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} target="_blank" aria-label={`${link.label} ${commonTexts.opensInNewTab}`}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
