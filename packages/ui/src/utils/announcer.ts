/**
 * React Aria announces some changes (a pending button, for one) through a shared live region that
 * points at the announcing element. After a route change that element is gone, so the app clears
 * the region on navigation rather than leave a label pointing at nothing.
 */
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';

export function clearAnnouncements(): void {
  clearAnnouncer('assertive');
  clearAnnouncer('polite');
}
