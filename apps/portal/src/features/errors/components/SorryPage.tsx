/**
 * The 'Sorry' page (spec §2 Common interface): access to the page has been lost; contact the
 * financial adviser, with a link to Contacts.
 */
import { generalTexts } from '@portal/domain';
import { ErrorPage } from '@portal/ui/ErrorPage';
import { Link } from '@portal/ui/Link';
import { PageContainer } from '@portal/ui/Page';
import { paths } from '../../../shared/paths.ts';

export function SorryPage() {
  return (
    <PageContainer>
      <ErrorPage
        title={generalTexts.sorryTitle}
        actions={<Link href={paths.client.contacts.href()}>{generalTexts.sorryContactsLink}</Link>}
      >
        <p>{generalTexts.sorryText}</p>
      </ErrorPage>
    </PageContainer>
  );
}
