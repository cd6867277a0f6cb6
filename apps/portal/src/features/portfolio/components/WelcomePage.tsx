/** The first-login welcome (spec §2 Welcome): greeting with the forename, 'Continue to home', and a contact-adviser link for a client with a real adviser. */
import { useEffect } from 'react';
import { homeTexts } from '@portal/domain';
import { Link, LinkButton, PageContainer, PageHeading } from '@portal/ui';
import { AVAILABLE_CLIENT_SCREENS, paths } from '../../../shared/paths.ts';
import { useClient } from '../../../shared/client/client-context.ts';
import { hasRealAdviser, markWelcomed } from '../after-login.ts';
import * as styles from './WelcomePage.css.ts';

export function WelcomePage() {
  const { client, session } = useClient();
  useEffect(() => markWelcomed(session.username), [session.username]);
  const showContact = hasRealAdviser(client) && AVAILABLE_CLIENT_SCREENS.has('contacts');
  return (
    <PageContainer>
      <PageHeading>{homeTexts.welcomeGreeting(session.currentUser.forename)}</PageHeading>
      <p className={styles.message}>{homeTexts.welcomeMessage}</p>
      <div className={styles.actions}>
        <LinkButton href={paths.client.home.href()}>{homeTexts.continueToHome}</LinkButton>
        {showContact && <Link href={paths.client.contacts.href()}>{homeTexts.contactAdviser}</Link>}
      </div>
    </PageContainer>
  );
}
