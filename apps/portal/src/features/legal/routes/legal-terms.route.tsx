/** /legal/terms: our terms and conditions, a public page. */
import { legalPageTexts, termsSections } from '@portal/domain';
import { LegalDocumentPage } from '../components/LegalDocumentPage.tsx';

export function Component() {
  return <LegalDocumentPage title={legalPageTexts.termsTitle} sections={termsSections} />;
}
