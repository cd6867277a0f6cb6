/**
 * /register (spec §2 Register, §5): username, registration code (pre-filled from ?pin= or
 * #pin=, then taken out of the address), new
 * password with confirm and its live checklist, the terms box; Submit disabled until all are
 * filled, the password passes every rule and the terms are ticked. Success goes to login with
 * 'Registration successfully completed, you may login in as {name}'.
 */
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { canSubmitRegistration, registrationMachine } from '@portal/machines';
import { forgottenTexts, registerTexts } from '@portal/domain';
import { Checkbox, CodeField, CredentialForm, Link, NewPasswordFields, PageHeading, PublicLayout, UsernameField } from '@portal/ui';
import { signInApi as calls } from '../api.ts';
import { useMessages } from '../../../shared/messages.tsx';
import { paths } from '../../../shared/paths.ts';
import { usePinFromAddress } from '../hooks/use-pin-from-address.ts';
import { FormErrors } from './FormErrors.tsx';
import type { SigninState } from '../navigation-state.ts';
import * as styles from './signin.css.ts';

const machine = registrationMachine.provide({
  actors: { register: fromPromise(({ input }) => calls.register(input)) },
});

export function RegisterPage() {
  const pin = usePinFromAddress();
  const navigate = useNavigate();
  const { show } = useMessages();
  const [snapshot, send] = useMachine(machine, { input: { registrationCode: pin } });
  const { context } = snapshot;
  const submitting = snapshot.matches('submitting');

  useEffect(() => {
    if (snapshot.status === 'done') {
      show({ severity: 'info', text: snapshot.output.message, keepOnNavigate: true });
      // WCAG 3.3.7: login is filled in with the username just registered, not asked for again.
      const state: SigninState = { username: snapshot.output.username };
      navigate(paths.login.href(), { replace: true, state });
    }
  }, [snapshot, navigate, show]);

  const change = (field: 'username' | 'registrationCode' | 'newPassword' | 'confirmPassword') => (value: string) =>
    send({ type: 'registration.change', field, value });

  return (
    <PublicLayout>
      <PageHeading>{registerTexts.title}</PageHeading>
      <div className={styles.panel}>
        <CredentialForm
          label={registerTexts.title}
          submitLabel={registerTexts.submit}
          onSubmit={() => send({ type: 'registration.submit' })}
          canSubmit={canSubmitRegistration(context)}
          isBusy={submitting}
          errors={<FormErrors errors={context.errors} />}
          secondaryAction={<Link href={paths.login.href()}>{forgottenTexts.backToLogin}</Link>}
        >
          <UsernameField value={context.username} onChange={change('username')} />
          <CodeField
            label={registerTexts.registrationCode}
            name="registrationCode"
            value={context.registrationCode}
            onChange={change('registrationCode')}
          />
          <NewPasswordFields
            password={context.newPassword}
            onPasswordChange={change('newPassword')}
            confirm={context.confirmPassword}
            onConfirmChange={change('confirmPassword')}
            username={context.username.trim()}
          />
          <Checkbox
            isSelected={context.termsAccepted}
            onChange={(accepted) => send({ type: 'registration.acceptTerms', accepted })}
            isDisabled={submitting}
          >
            {registerTexts.acceptTerms}
          </Checkbox>
        </CredentialForm>
      </div>
    </PublicLayout>
  );
}
