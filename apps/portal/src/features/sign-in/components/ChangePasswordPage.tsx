/**
 * /client/changePassword (spec §2, §4, §5): the collapsible 'Change password' panel — old password,
 * new password with confirm and the live checklist, Cancel and Submit. Fields are disabled while
 * loading; success clears them and shows the success message; an adviser can never submit. A
 * LockedOut answer (5 wrong current passwords) logs out and shows the locked message on login. A
 * change more than 5 minutes after the last password or passkey first asks 'Confirm it is you'.
 */
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { canSubmitChangePassword, changePasswordMachine, type ChangePasswordField } from '@portal/machines';
import { changePasswordTexts } from '@portal/domain';
import {
  Button,
  CollapsibleCard,
  CredentialForm,
  CurrentPasswordField,
  MessageBanner,
  NewPasswordFields,
  PageContainer,
  PageHeading,
} from '@portal/ui';
import { visuallyHidden } from '@portal/ui/visually-hidden';
import { signInApi as calls } from '../api.ts';
import { paths } from '../../../shared/paths.ts';
import { isAdviser, sessionStore } from '../../../shared/session.ts';
import { useClient } from '../../../shared/client/client-context.ts';
import { FormErrors } from './FormErrors.tsx';
import type { SigninState } from '../navigation-state.ts';

const machine = changePasswordMachine.provide({
  actors: { changePassword: fromPromise(({ input }) => calls.changePassword(input)) },
});

export function ChangePasswordPage() {
  const { session } = useClient();
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(machine, { input: { isAdviser: isAdviser(session), username: session.username, open: true } });
  const { context } = snapshot;
  const loading = snapshot.matches('loading');

  useEffect(() => {
    if (snapshot.status !== 'done') return;
    // The server has already ended every session of the locked user; the browser follows.
    void calls.logout().catch(() => undefined);
    sessionStore.set(null);
    const state: SigninState = { lockedOut: true };
    navigate(paths.login.href(), { replace: true, state });
  }, [snapshot, navigate]);

  const change = (field: ChangePasswordField) => (value: string) => send({ type: 'changePassword.change', field, value });

  return (
    <PageContainer>
      {/* The panel's own heading names the page; the h1 is for the outline only. */}
      <PageHeading className={visuallyHidden}>{changePasswordTexts.title}</PageHeading>
      <CollapsibleCard
        title={changePasswordTexts.title}
        headingLevel={2}
        isExpanded={context.open}
        onExpandedChange={(open) => send({ type: open ? 'panel.open' : 'panel.close' })}
      >
        {context.successMessage && <MessageBanner severity="success">{context.successMessage}</MessageBanner>}
        <CredentialForm
          label={changePasswordTexts.title}
          submitLabel={changePasswordTexts.submit}
          onSubmit={() => send({ type: 'changePassword.submit' })}
          canSubmit={canSubmitChangePassword(context)}
          isBusy={loading}
          errors={<FormErrors errors={context.errors} />}
          placement="card"
          secondaryAction={
            <Button variant="secondary" onPress={() => send({ type: 'changePassword.cancel' })} isDisabled={loading}>
              {changePasswordTexts.cancel}
            </Button>
          }
        >
          <CurrentPasswordField
            label={changePasswordTexts.oldPassword}
            name="oldPassword"
            value={context.oldPassword}
            onChange={change('oldPassword')}
          />
          <NewPasswordFields
            password={context.newPassword}
            onPasswordChange={change('newPassword')}
            confirm={context.confirmPassword}
            onConfirmChange={change('confirmPassword')}
            username={session.username}
            passwordLabel={changePasswordTexts.newPassword}
            confirmLabel={changePasswordTexts.confirmNewPassword}
          />
        </CredentialForm>
      </CollapsibleCard>
    </PageContainer>
  );
}
