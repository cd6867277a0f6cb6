/**
 * /forgotten (spec §2 Forgotten password): username, Submit (disabled while empty), Back to login
 * and a lost-username help link. Success goes to /reset with the username; errors a reset sent back
 * (RecentlyUsedPass) arrive in the location state and show here.
 */
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { canSubmitForgotten, forgottenPasswordMachine } from '@portal/machines';
import { forgottenTexts, SUPPORT } from '@portal/domain';
import { CredentialForm, Link, PageHeading, PublicLayout, UsernameField } from '@portal/ui';
import { signInApi as calls } from '../api.ts';
import { paths } from '../../../shared/paths.ts';
import { FormErrors } from './FormErrors.tsx';
import { readSigninState, type SigninState } from '../navigation-state.ts';
import * as styles from './signin.css.ts';

const machine = forgottenPasswordMachine.provide({
  actors: { forgottenPassword: fromPromise(({ input }) => calls.forgottenPassword(input)) },
});

export function ForgottenPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = readSigninState(location.state);
  const [snapshot, send] = useMachine(machine, { input: { username: arrived.username ?? '', errors: arrived.errors ?? [] } });
  const { username, errors } = snapshot.context;
  const submitting = snapshot.matches('submitting');

  useEffect(() => {
    if (snapshot.status === 'done') {
      const state: SigninState = { username: snapshot.output.username };
      navigate(paths.reset.href(), { state });
    }
  }, [snapshot, navigate]);

  return (
    <PublicLayout>
      <PageHeading>{forgottenTexts.title}</PageHeading>
      <div className={styles.panel}>
        <CredentialForm
          label={forgottenTexts.title}
          submitLabel={forgottenTexts.submit}
          onSubmit={() => send({ type: 'forgotten.submit' })}
          canSubmit={canSubmitForgotten({ username })}
          isBusy={submitting}
          errors={<FormErrors errors={errors} />}
          secondaryAction={<Link href={paths.login.href()}>{forgottenTexts.backToLogin}</Link>}
        >
          <UsernameField value={username} onChange={(value) => send({ type: 'forgotten.change', field: 'username', value })} />
        </CredentialForm>
        <ul className={styles.links}>
          <li>
            <Link href={SUPPORT.loginHelpHref} target="_blank">
              {forgottenTexts.lostUsername}
            </Link>
          </li>
        </ul>
      </div>
    </PublicLayout>
  );
}
