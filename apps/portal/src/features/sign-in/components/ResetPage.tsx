/**
 * /reset (spec §2 Reset password, §4): username, the e-mailed registration code (it may take up to
 * 30 minutes), new password with confirm. Success goes to login with 'You have successfully changed
 * your password.'; RecentlyUsedPass goes back to /forgotten, which shows the errors.
 */
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { canSubmitReset, resetPasswordMachine } from '@portal/machines';
import { forgottenTexts, resetTexts } from '@portal/domain';
import { CodeField, CredentialForm, Link, NewPasswordFields, PageHeading, PublicLayout, UsernameField } from '@portal/ui';
import { signInApi as calls } from '../api.ts';
import { useMessages } from '../../../shared/messages.tsx';
import { paths } from '../../../shared/paths.ts';
import { usePinFromAddress } from '../hooks/use-pin-from-address.ts';
import { FormErrors } from './FormErrors.tsx';
import { readSigninState, type SigninState } from '../navigation-state.ts';
import * as styles from './signin.css.ts';

const machine = resetPasswordMachine.provide({
  actors: { resetPassword: fromPromise(({ input }) => calls.resetPassword(input)) },
});

export function ResetPage() {
  const location = useLocation();
  const pin = usePinFromAddress();
  const navigate = useNavigate();
  const { show } = useMessages();
  const arrived = readSigninState(location.state);
  const [snapshot, send] = useMachine(machine, { input: { username: arrived.username ?? '', code: pin } });
  const { context } = snapshot;
  const submitting = snapshot.matches('submitting');

  useEffect(() => {
    if (snapshot.status !== 'done') return;
    const output = snapshot.output;
    if (output.outcome === 'passwordChanged') {
      show({ severity: 'info', text: output.message, keepOnNavigate: true });
      // WCAG 3.3.7: login is filled in with the username the reset was for, not asked for again.
      const state: SigninState = { username: snapshot.context.username.trim() };
      navigate(paths.login.href(), { replace: true, state });
    } else {
      const state: SigninState = { username: output.username, errors: output.errors };
      navigate(paths.forgotten.href(), { replace: true, state });
    }
  }, [snapshot, navigate, show]);

  const change = (field: 'username' | 'code' | 'newPassword' | 'confirmPassword') => (value: string) =>
    send({ type: 'reset.change', field, value });

  return (
    <PublicLayout>
      <PageHeading>{resetTexts.title}</PageHeading>
      <div className={styles.panel}>
        <p className={styles.intro}>{resetTexts.codeExplanation}</p>
        <CredentialForm
          label={resetTexts.title}
          submitLabel={resetTexts.submit}
          onSubmit={() => send({ type: 'reset.submit' })}
          canSubmit={canSubmitReset(context)}
          isBusy={submitting}
          errors={<FormErrors errors={context.errors} />}
          secondaryAction={<Link href={paths.login.href()}>{forgottenTexts.backToLogin}</Link>}
        >
          <UsernameField value={context.username} onChange={change('username')} />
          <CodeField label={resetTexts.registrationCode} value={context.code} onChange={change('code')} />
          <NewPasswordFields
            password={context.newPassword}
            onPasswordChange={change('newPassword')}
            confirm={context.confirmPassword}
            onConfirmChange={change('confirmPassword')}
            username={context.username.trim()}
          />
        </CredentialForm>
      </div>
    </PublicLayout>
  );
}
