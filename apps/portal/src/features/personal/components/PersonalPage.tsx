/**
 * /client/personal (spec §2 Personal details): the six sections from the client resource, each with
 * its own error banner (retry and error code, spec §8), the banner another screen passed by
 * navigation, and the way to Change password (the side menu does not list it).
 */
import { useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { ClientResource } from '@portal/api/browser';
import { costsTexts, loadFailureMessage, personalTexts } from '@portal/domain';
import { Card, LinkButton, MessageBanner, PageContainer, PageHeading, Spinner } from '@portal/ui';
import { Deferred } from '../../../shared/load/Deferred.tsx';
import { useRouteRetry } from '../../../shared/load/define-route.tsx';
import { AVAILABLE_CLIENT_SCREENS, paths } from '../../../shared/paths.ts';
import { readPersonalMessage } from '../navigation-state.ts';
import { AccessLogSection } from './AccessLogSection.tsx';
import { AccountSection } from './AccountSection.tsx';
import { BankAccountsSection } from './BankAccountsSection.tsx';
import { AddressesSection, ContactDetailsSection, EmailAddressesSection, PersonalDetailsSection } from './DetailsSections.tsx';
import { SignedInDevicesSection } from './SignedInDevicesSection.tsx';
import { TwoStepLoginSection } from './TwoStepLoginSection.tsx';
import * as styles from './personal.css.ts';

/** The six sections in order, each drawn from the loaded client resource. */
const SECTIONS: readonly [title: string, render: (loaded: ClientResource) => ReactNode][] = [
  [personalTexts.sections.personalDetails, (loaded) => <PersonalDetailsSection client={loaded} />],
  [personalTexts.sections.contactDetails, (loaded) => <ContactDetailsSection client={loaded} />],
  [personalTexts.sections.emailAddresses, (loaded) => <EmailAddressesSection emailAddresses={loaded.emailAddresses} />],
  [personalTexts.sections.addresses, (loaded) => <AddressesSection addresses={loaded.addresses} />],
  [personalTexts.sections.account, (loaded) => <AccountSection client={loaded} />],
  [personalTexts.sections.bankAccounts, (loaded) => <BankAccountsSection bankAccounts={loaded.bankAccounts} />],
];

/** The six section cards, each with the body `body` gives for its title. */
const cards = (body: (title: string, render: (loaded: ClientResource) => ReactNode) => ReactNode) =>
  SECTIONS.map(([title, render]) => (
    <Card key={title} title={title} headingLevel={2}>
      {body(title, render)}
    </Card>
  ));

/**
 * The sections come from one request, so they share one boundary: all six appear together (six
 * boundaries on one promise may be revealed in different commits), and when it fails each shows
 * its own banner with Try again and the one error code that failure was reported under.
 */
function Sections({ client }: { client: Promise<ClientResource> }) {
  const { retries, retry } = useRouteRetry();
  return (
    <Deferred
      resolve={client}
      context="personal"
      fallback={cards((title) => (
        <Spinner label={title} />
      ))}
      failure={({ errorCode }) =>
        cards((title) => (
          <MessageBanner severity="error" errorCode={errorCode} onRetry={retry}>
            {loadFailureMessage(title.toLowerCase(), retries)}
          </MessageBanner>
        ))
      }
    >
      {(loaded) => cards((_title, render) => render(loaded))}
    </Deferred>
  );
}

export function PersonalPage({ client }: { client: Promise<ClientResource> }) {
  const message = readPersonalMessage(useLocation().state);
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
        {AVAILABLE_CLIENT_SCREENS.has('costs') && (
          <div className={styles.actions}>
            <LinkButton variant="secondary" href={paths.client.costs.href()}>
              {costsTexts.seeCosts}
            </LinkButton>
          </div>
        )}
        <Sections client={client} />
        <TwoStepLoginSection />
        <SignedInDevicesSection />
        <AccessLogSection />
      </div>
    </PageContainer>
  );
}
