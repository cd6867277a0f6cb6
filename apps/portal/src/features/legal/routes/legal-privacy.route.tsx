/** /legal/privacy: our privacy policy, a public page. */
import { legalPageTexts, privacySections } from '@portal/domain';
import { LegalDocumentPage } from '../components/LegalDocumentPage.tsx';

export function Component() {
  return <LegalDocumentPage title={legalPageTexts.privacyTitle} sections={privacySections} />;
}
