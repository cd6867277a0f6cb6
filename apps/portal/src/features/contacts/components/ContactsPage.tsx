/**
 * /client/contacts (spec §2 Contacts, §9): 'Contacting your adviser' only when the client has a real
 * adviser (not the placeholder 100000085), then the provider block with e-mail, phone, live chat
 * (the shared live-support launcher), postal address and support hours.
 */
import type { Adviser } from '@portal/api/browser';
import { SUPPORT, contactsPageTexts, hasRealAdviser } from '@portal/domain';
import { ContactBlock, PageContainer, PageHeading } from '@portal/ui';
import { useClient } from '../../../shared/client/client-context.ts';
import { LiveChatButton } from '../../../shared/live-support/LiveChat.tsx';
import * as styles from './ContactsPage.css.ts';

function adviserAddress(adviser: Adviser): string[] {
  return [adviser.addressLine1, adviser.addressLine2, adviser.addressLine3, adviser.addressLine4, adviser.city, adviser.postcode].filter(
    (line): line is string => !!line && line.trim() !== '',
  );
}

export function ContactsPage() {
  const { client } = useClient();
  const adviser = hasRealAdviser(client.adviserId) ? client.adviser : null;
  return (
    <PageContainer>
      <PageHeading>{contactsPageTexts.heading}</PageHeading>
      <div className={styles.blocks}>
        {adviser && (
          <ContactBlock
            title={contactsPageTexts.yourAdviser}
            name={`${adviser.forename} ${adviser.surname}`}
            email={adviser.emailAddress}
            phone={adviser.phoneNumber}
            addressLines={adviserAddress(adviser)}
            labels={{ email: contactsPageTexts.email, phone: contactsPageTexts.phone, address: contactsPageTexts.adviserAddress }}
          />
        )}
        <ContactBlock
          title={contactsPageTexts.provider}
          email={SUPPORT.email}
          phone={SUPPORT.phone}
          addressLines={contactsPageTexts.providerAddress}
          extraRows={[
            { label: contactsPageTexts.liveChat, value: <LiveChatButton /> },
            { label: contactsPageTexts.supportHours, value: contactsPageTexts.hours },
          ]}
        />
      </div>
    </PageContainer>
  );
}
