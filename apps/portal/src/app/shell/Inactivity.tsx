/**
 * The inactivity timer of the client shell (spec §4, §8, §9), wrapping the page content. The timer
 * itself (InactivityWatch, with XState) loads once the first render is painted; once it reports the session
 * ended — by inactivity, because keepalive says the server session has gone, or because a data call was
 * answered 401 — the session-ended
 * message replaces the page content, and following a tab then leads to login.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageContainer, SessionEnded } from '@portal/ui';
import { generalTexts } from '@portal/domain';
import { useMessages } from '../../shared/messages.tsx';
import { paths } from '../../shared/paths.ts';
import { sessionEnded } from '../../shared/session-ended.ts';
import { UNAUTHORISED_EVENT, takeUnauthorised } from '../../shared/unauthorised.ts';
import { resetSessionData } from '../../shared/session-data.ts';
import { useAfterPaint } from '../../shared/use-after-paint.ts';

const InactivityWatch = lazy(() => import('./InactivityWatch.tsx'));

export function Inactivity({ children }: { children: ReactNode }) {
  const [ended, setEnded] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const onEnded = useCallback(() => setEnded(true), []);
  // The timer's code (XState) loads once the page's content is on screen.
  const watching = useAfterPaint();

  // A data call answered 401 (shared/unauthorised.ts): the server has no session any more, so it has ended.
  const { show } = useMessages();
  useEffect(() => {
    if (ended) return undefined;
    const onUnauthorised = () => {
      if (!takeUnauthorised()) return;
      sessionEnded.mark();
      show({ severity: 'warning', text: generalTexts.sessionEnded });
      setEnded(true);
    };
    onUnauthorised();
    window.addEventListener(UNAUTHORISED_EVENT, onUnauthorised);
    return () => window.removeEventListener(UNAUTHORISED_EVENT, onUnauthorised);
  }, [ended, show]);

  // After the session ended, a tab (any navigation) leads to login, returning there afterwards.
  // Compared by key: following the tab of the page already shown is a navigation too.
  const endedAt = useRef<string | null>(null);
  useEffect(() => {
    if (!ended) return;
    endedAt.current ??= location.key;
    if (location.key !== endedAt.current) {
      void resetSessionData();
      navigate(paths.login.href(location.pathname + location.search), { replace: true });
    }
  }, [ended, location, navigate]);

  return (
    <>
      {ended ? (
        <PageContainer>
          <SessionEnded loginHref={paths.login.href(location.pathname + location.search)} />
        </PageContainer>
      ) : (
        children
      )}
      {watching && !ended && (
        <Suspense fallback={null}>
          <InactivityWatch onEnded={onEnded} />
        </Suspense>
      )}
    </>
  );
}
