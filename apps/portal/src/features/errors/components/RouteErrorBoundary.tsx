/**
 * The router's error element (spec §4, §8): instead of React Router's default screen, a rendering
 * or loader error is reported with a fresh error code (the 'Script error' and HTTP filters apply),
 * the state becomes fatal, the browser forgets the session and the user goes to login, where the
 * fatal message shows. A 403 refusal (access to the page lost) shows the 'Sorry' page instead.
 */
import { useEffect, useState } from 'react';
import { Navigate, useRouteError } from 'react-router-dom';
import { isApiError } from '@portal/api/browser';
import { generalTexts, randomErrorCode } from '@portal/domain';
import { fatalState } from '../../../shared/fatal.ts';
import { paths } from '../../../shared/paths.ts';
import { reportError } from '../../../shared/report.ts';
import { sessionStore } from '../../../shared/session.ts';
import { SorryPage } from './SorryPage.tsx';

/** A refusal of the page itself (not the adviser's read-only refusal of a change). */
export function isAccessLost(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 403 && error.code !== 'ReadOnly';
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  const [errorCode] = useState(randomErrorCode);
  const accessLost = isAccessLost(error);
  const [ready, setReady] = useState(accessLost);
  useEffect(() => {
    reportError({ errorCode, error, context: 'render' });
    if (accessLost) return;
    fatalState.mark({ severity: 'error', text: generalTexts.fatal(errorCode), errorCode });
    sessionStore.set(null);
    setReady(true);
  }, [error, errorCode, accessLost]);
  if (accessLost) return <SorryPage />;
  // Fatal: the return path is not kept (spec §4).
  return ready ? <Navigate to={paths.login.href()} replace /> : null;
}
