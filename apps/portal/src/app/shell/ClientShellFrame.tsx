/**
 * The client shell's frame before the session and data are known (issue 15 item 1): prerendered into
 * the client pages' HTML at build time and rendered again by the app while it starts, so the top bar,
 * navigation and page area stay where they are from first paint until ClientLayout takes over.
 */
import { commonTexts } from '@portal/domain';
import { AppShellFrame } from '@portal/ui/AppShell';
import { PageContainer } from '@portal/ui/Page';
import { Spinner } from '@portal/ui/Spinner';
import { ThemeFrame } from '@portal/ui/themes';
import { AVAILABLE_CLIENT_SCREENS, isUnder, paths } from '../../shared/paths.ts';

/** The navigation entries most clients get (ClientLayout's list without role- or location-only ones). */
const NAV_ITEM_COUNT = ['home', 'analysis', 'transactions', 'documents'].filter((id) => AVAILABLE_CLIENT_SCREENS.has(id)).length;

/** '/client', from the one place paths are named. */
const CLIENT_BASE = { path: paths.client.home.path.slice(0, paths.client.home.path.lastIndexOf('/')) };

/** True for the paths that ClientLayout frames (the frame is drawn for them only). */
export function isClientPath(pathname: string): boolean {
  return isUnder(pathname, CLIENT_BASE);
}

export function ClientShellFrame() {
  return (
    <ThemeFrame>
      <AppShellFrame navItemCount={NAV_ITEM_COUNT} heading={commonTexts.loading}>
        {/* ClientLayout's own fallback while the client loads: the same spinner in the same place. */}
        <PageContainer>
          <Spinner label={commonTexts.loading} />
        </PageContainer>
      </AppShellFrame>
    </ThemeFrame>
  );
}
