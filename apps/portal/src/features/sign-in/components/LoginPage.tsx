/**
 * The login screen of spec §2: username with its info popover, password with show/hide, links, support.
 * Its login machine loads on first use (use-login-flow.ts): XState is not in the page's first JS. Its
 * controls are the design system's native-element twins (NativeButton, NativeLink, the native username
 * and password fields): React Aria is not in it either (issue 35), only in the pages loaded after it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { accessibilityLinkLabel, loginErrorMessage, loginTexts, signInWithPasskeyLabel, SUPPORT } from '@portal/domain';
import { CredentialForm, NativeCurrentPasswordField, NativeUsernameField } from '@portal/ui/CredentialForm';
import { InfoPopover } from '@portal/ui/InfoPopover';
import { NativeButton } from '@portal/ui/NativeButton';
import { NativeLink } from '@portal/ui/NativeLink';
import { MessageBanner } from '@portal/ui/MessageBanner';
import { PageHeading } from '@portal/ui/Page';
import { PublicLayout } from '@portal/ui/PublicLayout';
import { useLoginFlow } from '../hooks/use-login-flow.ts';
import { GlobalMessageBanner } from '../../../shared/messages.tsx';
import { AVAILABLE_PUBLIC_SCREENS, paths } from '../../../shared/paths.ts';
import { ErrorText } from '../../../shared/ErrorText.tsx';
import { hrefFor } from '../../../shared/destinations.ts';
import { sessionStore } from '../../../shared/session.ts';
import { LiveChatButton } from '../../../shared/live-support/LiveChat.tsx';
import { readSigninState } from '../navigation-state.ts';
import * as styles from './LoginPage.css.ts';

// The second step (issue 30) loads only when a right password leads to it.
const SecondStep = lazy(() => import('./SecondStep.tsx'));

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { snapshot, send, prepare, offerPasskeys } = useLoginFlow(searchParams.get('next'));
  const arrived = readSigninState(useLocation().state);
  // Coming from registration or a reset, the username is already known (WCAG 3.3.7 Redundant Entry).
  const [username, setUsername] = useState(arrived.username ?? '');
  const [password, setPassword] = useState('');
  // Before the machine has loaded it is in its initial state: idle, no error.
  const submitting = snapshot?.matches('submitting') ?? false;
  const passkeyPending = snapshot?.matches('passkey') ?? false;
  const idle = snapshot?.matches('idle') ?? true;
  // Locked out while changing the password (spec §4): the locked message, with its link, until the next try.
  const lockedOut = arrived.lockedOut === true;
  const error = snapshot?.context.error ?? (lockedOut && idle ? loginErrorMessage({ kind: 'http', status: 423, code: 'LockedOut' }) : null);

  useEffect(() => {
    if (snapshot?.matches('loggedIn') && snapshot.context.session && snapshot.context.destination) {
      sessionStore.set(snapshot.context.session);
      navigate(hrefFor(snapshot.context.destination), { replace: true });
    }
  }, [snapshot, navigate]);

  if (snapshot?.matches('secondFactor'))
    return (
      <PublicLayout>
        <div className={styles.panel}>
          <Suspense fallback={null}>
            <SecondStep snapshot={snapshot} send={send} />
          </Suspense>
        </div>
      </PublicLayout>
    );

  return (
    <PublicLayout>
      <GlobalMessageBanner />
      <PageHeading>{loginTexts.login}</PageHeading>
      <div className={styles.panel}>
        <CredentialForm
          label={loginTexts.login}
          submitLabel={loginTexts.login}
          onSubmit={() => send({ type: 'login.submit', username, password })}
          canSubmit={username.trim() !== '' && password !== '' && !passkeyPending}
          isBusy={submitting}
          isDisabled={submitting || passkeyPending}
          errors={
            error && (
              <MessageBanner severity="error" errorCode={error.errorCode}>
                <ErrorText message={error} />
              </MessageBanner>
            )
          }
          onFocus={prepare}
          onInput={prepare}
        >
          <NativeUsernameField
            // Passkeys among the suggestions (conditional UI, issue 30).
            autoComplete="username webauthn"
            value={username}
            onChange={setUsername}
            onFocus={offerPasskeys}
            addon={<InfoPopover label={loginTexts.usernameInfoLabel}>{loginTexts.usernameInfo}</InfoPopover>}
          />
          <NativeCurrentPasswordField value={password} onChange={setPassword} />
        </CredentialForm>
        <NativeButton
          variant="secondary"
          isPending={passkeyPending}
          isDisabled={submitting}
          onPress={() => send({ type: 'login.passkey' })}
        >
          {signInWithPasskeyLabel}
        </NativeButton>
        <ul className={styles.links}>
          {AVAILABLE_PUBLIC_SCREENS.has('forgotten') && (
            <li>
              <NativeLink href={paths.forgotten.href()}>{loginTexts.forgotPassword}</NativeLink>
            </li>
          )}
          {AVAILABLE_PUBLIC_SCREENS.has('register') && (
            <li>
              <NativeLink href={paths.register.href()}>{loginTexts.register}</NativeLink>
            </li>
          )}
          <li>
            <NativeLink href={SUPPORT.loginHelpHref} target="_blank">
              {loginTexts.havingTrouble}
            </NativeLink>
          </li>
        </ul>
        <p className={styles.support}>{loginTexts.support}</p>
        <LiveChatButton />
        <footer className={styles.footer}>
          <NativeLink href={paths.accessibility.href()}>{accessibilityLinkLabel}</NativeLink>
        </footer>
      </div>
    </PublicLayout>
  );
}
