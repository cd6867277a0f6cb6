/**
 * Our own terms and conditions and privacy policy (spec §2 Legal): public pages, opened in a new tab
 * from Legal info and from the terms the client is asked to accept.
 */
import { legalPageTexts, type LegalSection } from '@portal/domain';
import { PageHeading, PublicLayout } from '@portal/ui';
import * as styles from './LegalPage.css.ts';

export function LegalDocumentPage({ title, sections }: { title: string; sections: readonly LegalSection[] }) {
  return (
    <PublicLayout>
      <article className={styles.document}>
        <PageHeading>{title}</PageHeading>
        <p className={styles.updated}>{legalPageTexts.lastUpdated}</p>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2 className={styles.sectionHeading}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
