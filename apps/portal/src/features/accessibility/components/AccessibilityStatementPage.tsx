/**
 * The accessibility statement (issue 17), public, in the UK public-sector statement's form. Its known
 * exceptions come from known-exceptions.ts, the list the WCAG checks accept, so the page stays true.
 */
import { accessibilityTexts as t, formatDate } from '@portal/domain';
import { PageContainer, PageHeading, PublicLayout } from '@portal/ui';
import { KNOWN_EXCEPTIONS } from '../known-exceptions.ts';
import * as styles from './AccessibilityStatementPage.css.ts';

/** The date this statement was last reviewed against the checks. */
export const STATEMENT_PREPARED = '2026-11-24';

export function AccessibilityStatementPage() {
  return (
    <PublicLayout>
      <PageContainer>
        <div className={styles.panel}>
          <PageHeading>{t.title}</PageHeading>
          <p>{t.intro}</p>
          <h2>{t.complianceHeading}</h2>
          <p>{t.compliance}</p>
          <p>{KNOWN_EXCEPTIONS.length === 0 ? t.fullyCompliant : t.partiallyCompliant}</p>
          {KNOWN_EXCEPTIONS.length > 0 && (
            <>
              <h2>{t.exceptionsHeading}</h2>
              <ul>
                {KNOWN_EXCEPTIONS.map((e) => (
                  <li key={`${e.check}-${e.finding}`}>
                    <strong>{e.criterion}</strong>: {e.description} {t.exceptionFound(formatDate(e.found))}{' '}
                    {t.exceptionFixBy(formatDate(e.fixBy))}
                  </li>
                ))}
              </ul>
            </>
          )}
          <h2>{t.testingHeading}</h2>
          <ul>
            {t.testing.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h2>{t.formatsHeading}</h2>
          <p>{t.formats}</p>
          <h2>{t.reportingHeading}</h2>
          <p>{t.reporting}</p>
          <h2>{t.preparedHeading}</h2>
          <p>{t.prepared(formatDate(STATEMENT_PREPARED))}</p>
        </div>
      </PageContainer>
    </PublicLayout>
  );
}
