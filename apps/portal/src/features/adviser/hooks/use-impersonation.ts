/**
 * The impersonation machine wired to the app: the calls, and what a new session means — after a
 * start the client portal, after a stop (Switch client) the selection screen. The server rotates the
 * session id both ways; the browser only stores the answer.
 */
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { UserSession } from '@portal/api/browser';
import { impersonationMachine } from '@portal/machines';
import { adviserCalls } from '../api.ts';
import { paths } from '../../../shared/paths.ts';
import { sessionStore } from '../../../shared/session.ts';

export function useImpersonation() {
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      impersonationMachine.provide({
        actors: {
          startImpersonation: fromPromise<UserSession, { clientId: number }>(({ input }) => adviserCalls.impersonate(input.clientId)),
          stopImpersonation: fromPromise<UserSession, void>(() => adviserCalls.stopImpersonation()),
        },
        actions: {
          sessionChanged: (_, { session, kind }) => {
            if (kind === 'start') {
              sessionStore.set(session);
              void navigate(paths.client.root.href(), { replace: true });
              return;
            }
            // Leave the client shell first, so it never renders (or loads) with the adviser's own session.
            void Promise.resolve(navigate(paths.adviser.href(), { replace: true })).then(() => sessionStore.set(session));
          },
        },
      }),
    [navigate],
  );
  return useMachine(machine);
}
