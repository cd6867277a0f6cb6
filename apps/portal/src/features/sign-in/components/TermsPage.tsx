/**
 * /terms (spec §2 Terms, §4): the new terms and conditions with an agree box; Submit disabled until
 * ticked; accepting marks the session's terms accepted and goes to /client. 'Back to login' logs
 * out first: a logged-in user at /login would be sent straight back here.
 */
import { useMachine } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { termsMachine } from '@portal/machines';
import { commonTexts, legalPageTexts, termsTexts } from '@portal/domain';
import { Button, Checkbox, Link, MessageBanner, PageHeading, PublicLayout } from '@portal/ui';
import { signInApi as calls } from '../api.ts';
import { hrefFor } from '../../../shared/destinations.ts';
import { paths } from '../../../shared/paths.ts';
import { sessionStore } from '../../../shared/session.ts';
import * as styles from './signin.css.ts';

const machine = termsMachine.provide({
  actors: { acceptTerms: fromPromise(({ input }) => calls.acceptTerms(input)) },
});

export function TermsPage() {
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(machine);
  const { agreed, error } = snapshot.context;
  const loading = snapshot.matches('loading');

  useEffect(() => {
    if (snapshot.status !== 'done') return;
    const session = sessionStore.get();
    if (session) sessionStore.set({ ...session, termsAccepted: true });
    navigate(hrefFor(snapshot.output.destination), { replace: true });
  }, [snapshot, navigate]);

  async function backToLogin() {
    try {
      await calls.logout();
    } catch {
      // The browser forgets the session either way.
    }
    sessionStore.set(null);
    navigate(paths.login.href(), { replace: true });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'terms.submit' });
  }

  return (
    <PublicLayout>
      <PageHeading>{termsTexts.title}</PageHeading>
      <div className={styles.panel}>
        {error && <MessageBanner severity="error">{error}</MessageBanner>}
        <p className={styles.intro}>{termsTexts.intro}</p>
        {/* The terms being accepted, in a new tab so the form keeps its state. */}
        <p className={styles.intro}>
          <Link href={paths.legalTerms.href()} target="_blank" aria-label={`${legalPageTexts.readTerms} ${commonTexts.opensInNewTab}`}>
            {legalPageTexts.readTerms}
          </Link>
        </p>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={termsTexts.title}>
          <Checkbox isSelected={agreed} onChange={(value) => send({ type: 'terms.agree', agreed: value })} isDisabled={loading}>
            {termsTexts.agree}
          </Checkbox>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => void backToLogin()} isDisabled={loading}>
              {termsTexts.backToLogin}
            </Button>
            <Button type="submit" isPending={loading} isDisabled={!agreed}>
              {termsTexts.submit}
            </Button>
          </div>
        </form>
      </div>
    </PublicLayout>
  );
}
