/**
 * The sign-in flows' semantic outcomes (from @portal/machines) mapped to routes, through the paths
 * module: the machines say where a session belongs, only the app knows the URLs.
 */
import type { SignInDestination } from '@portal/machines';
import { isClientPath, paths } from './paths.ts';

/** Only same-app client paths may be restored after login; anything else goes to the client root. */
export function safeNextPath(nextPath: string | null | undefined): string | null {
  if (!nextPath) return null;
  if (!isClientPath(nextPath.split(/[?#]/)[0] ?? '')) return null;
  if (nextPath.startsWith('//') || nextPath.includes('\\')) return null;
  return nextPath;
}

export function hrefFor(destination: SignInDestination): string {
  switch (destination.type) {
    case 'enrol':
      return paths.twoStep.href();
    // The offer of two-step login; /two-step then goes on where the login was going (its `next`).
    case 'offer':
      return paths.twoStep.href(safeNextPath(destination.nextPath));
    case 'adviser':
      return paths.adviser.href();
    case 'support':
      return paths.support.href();
    case 'terms':
      return paths.terms.href();
    case 'client':
      return safeNextPath(destination.nextPath) ?? paths.client.root.href();
  }
}
