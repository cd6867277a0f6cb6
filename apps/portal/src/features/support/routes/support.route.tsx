/** /support (issue 13): the support console for users with the support role; others see access denied, no login goes to the login page. */
import { redirect } from 'react-router-dom';
import { ROLE_SUPPORT } from '@portal/api/browser';
import { SUPPORT_CONSOLE } from '@portal/domain';
import { AccessDenied } from '@portal/ui';
import { paths } from '../../../shared/paths.ts';
import { sessionHydrated, sessionStore, useSession } from '../../../shared/session.ts';
import { SupportConsole } from '../components/SupportConsole.tsx';

export async function loader() {
  await sessionHydrated();
  if (!sessionStore.get()) return redirect(paths.login.href());
  return null;
}

export function Component() {
  const session = useSession();
  if (!session?.roles.includes(ROLE_SUPPORT)) return <AccessDenied title={SUPPORT_CONSOLE.title} />;
  return <SupportConsole />;
}
