/**
 * The login screen of spec §2: username with its info popover, password with show/hide, links, support.
 * Its login machine loads on first use (use-login-flow.ts): XState is not in the page's first JS.
 */
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { accessibilityLinkLabel, loginErrorMessage, loginTexts, signInWithPasskeyLabel, SUPPORT } from '@portal/domain';
import { Button } from '@portal/ui/Button';
import { InfoPopover } from '@portal/ui/InfoPopover';
import { Link } from '@portal/ui/Link';
import { MessageBanner } from '@portal/ui/MessageBanner';
import { PageHeading } from '@portal/ui/Page';
import { PasswordField } from '@portal/ui/PasswordField';
import { PublicLayout } from '@portal/ui/PublicLayout';
import { TextField } from '@portal/ui/TextField';
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

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'login.submit', username, password });
  }

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
        {error && (
          <MessageBanner severity="error" errorCode={error.errorCode}>
            <ErrorText message={error} />
          </MessageBanner>
        )}
        <form className={styles.form} onSubmit={onSubmit} onFocus={prepare} onInput={prepare} noValidate aria-label={loginTexts.login}>
          <div className={styles.usernameRow}>
            <TextField
              label={loginTexts.username}
              name="username"
              // Passkeys among the suggestions (conditional UI, issue 30).
              autoComplete="username webauthn"
              value={username}
              onChange={setUsername}
              onFocus={offerPasskeys}
              isDisabled={submitting || passkeyPending}
              isRequired
            />
            <InfoPopover label={loginTexts.usernameInfoLabel}>{loginTexts.usernameInfo}</InfoPopover>
          </div>
          <PasswordField
            label={loginTexts.password}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            isDisabled={submitting || passkeyPending}
            isRequired
          />
          <Button type="submit" variant="primary" isPending={submitting} isDisabled={!username.trim() || !password || passkeyPending}>
            {loginTexts.login}
          </Button>
        </form>
        <Button variant="secondary" isPending={passkeyPending} isDisabled={submitting} onPress={() => send({ type: 'login.passkey' })}>
          {signInWithPasskeyLabel}
        </Button>
        <ul className={styles.links}>
          {AVAILABLE_PUBLIC_SCREENS.has('forgotten') && (
            <li>
              <Link href={paths.forgotten.href()}>{loginTexts.forgotPassword}</Link>
            </li>
          )}
          {AVAILABLE_PUBLIC_SCREENS.has('register') && (
            <li>
              <Link href={paths.register.href()}>{loginTexts.register}</Link>
            </li>
          )}
          <li>
            <Link href={SUPPORT.loginHelpHref} target="_blank">
              {loginTexts.havingTrouble}
            </Link>
          </li>
        </ul>
        <p className={styles.support}>{loginTexts.support}</p>
        <LiveChatButton />
        <footer className={styles.footer}>
          <Link href={paths.accessibility.href()}>{accessibilityLinkLabel}</Link>
        </footer>
      </div>
    </PublicLayout>
  );
}
