/**
 * /two-step (issue 30): right after sign-in, the enrolment an adviser or support agent without a
 * second factor must make before anything else; for a client without two-step login, the passkey
 * offer (Add a passkey / Not now). Anyone else goes where their session belongs.
 */
import { replace } from 'react-router-dom';
import { destinationFor } from '@portal/machines';
import { hrefFor } from '../../../shared/destinations.ts';
import { paths } from '../../../shared/paths.ts';
import { sessionHydrated, sessionStore } from '../../../shared/session.ts';
import { TwoStepPage } from '../components/TwoStepPage.tsx';

export async function loader() {
  await sessionHydrated();
  const session = sessionStore.get();
  if (!session) throw replace(paths.login.href());
  const mfa = session.mfa;
  const offered = session.id !== null && session.adviserId === null && mfa?.status === 'done' && mfa.methods.length === 0;
  if (mfa?.status !== 'enrol' && !offered) throw replace(hrefFor(destinationFor(session, null)));
  return null;
}

export const Component = TwoStepPage;
