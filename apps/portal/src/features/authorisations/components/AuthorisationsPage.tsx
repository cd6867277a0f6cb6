/**
 * /client/authorisations (spec §2 Authorisations, §4, §5, §6): the 'Ad-hoc fees' accordion with a
 * switch that opens the 'Ad-hoc fees ongoing authority' dialog (the fee-authorisation machine). On
 * success the dialog closes, the page scrolls to top and the banner says the authority can be
 * switched off or back on at any time; an adviser sees the read-only warning and cannot submit. A
 * change more than 5 minutes after the last password or passkey first asks 'Confirm it is you'.
 */
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { AdHocFeeAuth } from '@portal/api/browser';
import { authorisationsTexts, formatDate } from '@portal/domain';
import { canSubmitFeeAuthorisation, feeAuthorisationMachine } from '@portal/machines';
import { CollapsibleCard, FeeAuthorisationDialog, MessageBanner, PageContainer, PageHeading, Spinner, Switch } from '@portal/ui';
import { useClient } from '../../../shared/client/client-context.ts';
import { Deferred } from '../../../shared/load/Deferred.tsx';
import { LoadFailure } from '../../../shared/load/LoadFailure.tsx';
import { useRouteRetry } from '../../../shared/load/define-route.tsx';
import { isAdviser } from '../../../shared/session.ts';
import { ReauthPrompt, reauthActorOf, reauthentication } from '../../../shared/two-step/ReauthPrompt.tsx';
import { authorisationsApi } from '../api.ts';
import * as styles from './AuthorisationsPage.css.ts';

const machine = feeAuthorisationMachine.provide({
  actors: { updateAdHocFeeAuth: fromPromise(({ input }) => authorisationsApi.update(input)), reauthentication },
  actions: { scrollToTop: () => window.scrollTo({ top: 0, behavior: 'smooth' }) },
});

function AdHocFees({ feeAuth, adviser }: { feeAuth: AdHocFeeAuth; adviser: boolean }) {
  const [snapshot, send] = useMachine(machine, { input: { enabled: feeAuth.enabled, isAdviser: adviser } });
  const { context } = snapshot;
  const saving = snapshot.matches('saving');
  return (
    <>
      {context.notice && (
        <MessageBanner severity="success" title={context.notice.text}>
          {context.notice.detail}
        </MessageBanner>
      )}
      <CollapsibleCard title={authorisationsTexts.adHocFees} defaultExpanded>
        <div className={styles.body}>
          <p className={styles.text}>{authorisationsTexts.explanation}</p>
          <Switch
            isSelected={context.enabled}
            onChange={() => send({ type: 'feeAuth.open' })}
            stateLabels={{ on: authorisationsTexts.on, off: authorisationsTexts.off }}
          >
            {authorisationsTexts.switchLabel}
          </Switch>
          {feeAuth.lastUpdated && !context.notice && (
            <p className={styles.muted}>{authorisationsTexts.lastUpdated(formatDate(feeAuth.lastUpdated))}</p>
          )}
        </div>
      </CollapsibleCard>
      <FeeAuthorisationDialog
        // 'Confirm it is you' takes its place while it asks (one dialog at a time); Cancel brings it back.
        isOpen={!snapshot.matches('closed') && reauthActorOf(snapshot) === undefined}
        requested={context.requested}
        onRequest={(enabled) => send({ type: enabled ? 'feeAuth.authorise' : 'feeAuth.remove' })}
        agreed={context.agreed}
        onAgree={(agreed) => send({ type: 'feeAuth.agree', agreed })}
        onSubmit={() => send({ type: 'feeAuth.submit' })}
        onClose={() => send({ type: 'feeAuth.close' })}
        isSaving={saving}
        canSubmit={canSubmitFeeAuthorisation(context)}
        error={context.error}
        readOnlyWarning={context.readOnlyWarning}
      />
      <ReauthPrompt snapshot={snapshot} onCancel={() => send({ type: 'reauth.cancel' })} />
    </>
  );
}

export function AuthorisationsPage({ feeAuth }: { feeAuth: Promise<AdHocFeeAuth> }) {
  const { session } = useClient();
  const adviser = isAdviser(session);
  const { retries, retry } = useRouteRetry();
  return (
    <PageContainer>
      <PageHeading>{authorisationsTexts.title}</PageHeading>
      {adviser && <MessageBanner severity="warning">{authorisationsTexts.readOnlyWarning}</MessageBanner>}
      <Deferred
        resolve={feeAuth}
        context="authorisations"
        fallback={<Spinner label={authorisationsTexts.adHocFees} />}
        failure={({ errorCode }) => <LoadFailure thing="authorisations" retries={retries} errorCode={errorCode} onRetry={retry} />}
      >
        {(loaded) => <AdHocFees feeAuth={loaded} adviser={adviser} />}
      </Deferred>
    </PageContainer>
  );
}
