/**
 * /client/personal (spec §2 Personal details): the six sections from the client resource, each with
 * its own error banner (retry and error code, spec §8), the banner another screen passed by
 * navigation, and the way to Change password (the side menu does not list it).
 */
import { useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { ClientResource } from '@portal/api/browser';
import { loadFailureMessage, personalTexts } from '@portal/domain';
import { Card, LinkButton, MessageBanner, PageContainer, PageHeading, Spinner } from '@portal/ui';
import { Deferred } from '../../../shared/load/Deferred.tsx';
import { useRetry } from '../../../shared/load/retries.ts';
import { AVAILABLE_CLIENT_SCREENS, paths } from '../../../shared/paths.ts';
import { readPersonalMessage } from '../navigation-state.ts';
import { AccountSection } from './AccountSection.tsx';
import { BankAccountsSection } from './BankAccountsSection.tsx';
import { AddressesSection, ContactDetailsSection, EmailAddressesSection, PersonalDetailsSection } from './DetailsSections.tsx';
import * as styles from './personal.css.ts';

interface SectionProps {
  title: string;
  client: Promise<ClientResource>;
  retries: number;
  routeId: string;
  children: (client: ClientResource) => ReactNode;
}

/** One section: its data when the client arrives, else its own error banner with Try again. */
function Section({ title, client, retries, routeId, children }: SectionProps) {
  const retry = useRetry(routeId);
  return (
    <Card title={title} headingLevel={2}>
      <Deferred
        resolve={client}
        context={`personal:${title}`}
        fallback={<Spinner label={title} />}
        failure={({ errorCode }) => (
          <MessageBanner severity="error" errorCode={errorCode} onRetry={retry}>
            {loadFailureMessage(title.toLowerCase(), retries)}
          </MessageBanner>
        )}
      >
        {children}
      </Deferred>
    </Card>
  );
}

export function PersonalPage({ client, retries, routeId }: { client: Promise<ClientResource>; retries: number; routeId: string }) {
  const message = readPersonalMessage(useLocation().state);
  const section = (title: string, render: (loaded: ClientResource) => ReactNode) => (
    <Section title={title} client={client} retries={retries} routeId={routeId}>
      {render}
    </Section>
  );
  const { sections } = personalTexts;
  return (
    <PageContainer>
      <PageHeading>{personalTexts.heading}</PageHeading>
      <div className={styles.stack}>
        {message && <MessageBanner severity={message.severity}>{message.text}</MessageBanner>}
        {AVAILABLE_CLIENT_SCREENS.has('changePassword') && (
          <div className={styles.actions}>
            <LinkButton variant="secondary" href={paths.client.changePassword.href()}>
              {personalTexts.changePassword}
            </LinkButton>
          </div>
        )}
        {section(sections.personalDetails, (loaded) => (
          <PersonalDetailsSection client={loaded} />
        ))}
        {section(sections.contactDetails, (loaded) => (
          <ContactDetailsSection client={loaded} />
        ))}
        {section(sections.emailAddresses, (loaded) => (
          <EmailAddressesSection emailAddresses={loaded.emailAddresses} />
        ))}
        {section(sections.addresses, (loaded) => (
          <AddressesSection addresses={loaded.addresses} />
        ))}
        {section(sections.account, (loaded) => (
          <AccountSection client={loaded} />
        ))}
        {section(sections.bankAccounts, (loaded) => (
          <BankAccountsSection bankAccounts={loaded.bankAccounts} />
        ))}
      </div>
    </PageContainer>
  );
}
