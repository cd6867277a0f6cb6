/**
 * The not-found page of spec §2: a known client route name is redirected under /client with the
 * 404-redirect flag; anything else shows the page and is reported to error monitoring.
 */
import { useEffect } from 'react';
import { replace, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { notFoundTexts, randomErrorCode } from '@portal/domain';
import { Link, PageContainer, PageHeading, PublicLayout } from '@portal/ui';
import { isClientPath, notFoundRedirect, paths } from '../../../shared/paths.ts';
import { reportError } from '../../../shared/report.ts';
import * as styles from './not-found.css.ts';

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = notFoundRedirect(url.pathname, url.search);
  if (target) throw replace(target);
  return null;
}

export function NotFoundContent() {
  const location = useLocation();
  const address = `${window.location.origin}${location.pathname}${location.search}`;
  useEffect(() => {
    reportError({ errorCode: randomErrorCode(), error: new Error(`404 ${location.pathname}`), context: 'not-found' });
  }, [location.pathname]);
  return (
    <PageContainer>
      <PageHeading>{notFoundTexts.heading}</PageHeading>
      <p>
        {notFoundTexts.text} <span className={styles.address}>{address}</span>
      </p>
      <p>
        <Link href={isClientPath(location.pathname) ? paths.client.root.href() : paths.root.href()}>{notFoundTexts.mainPageLink}</Link>
      </p>
    </PageContainer>
  );
}

export function Component() {
  const location = useLocation();
  // Inside the client shell the page sits in the shell; elsewhere in the public frame.
  if (isClientPath(location.pathname)) return <NotFoundContent />;
  return (
    <PublicLayout>
      <NotFoundContent />
    </PublicLayout>
  );
}
