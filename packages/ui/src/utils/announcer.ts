/**
 * React Aria announces some changes (a pending button, for one) through a shared live region that
 * points at the announcing element. After a route change that element is gone, so the app clears
 * the region on navigation rather than leave a label pointing at nothing.
 */
import { announce, clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';

export function clearAnnouncements(): void {
  clearAnnouncer('assertive');
  clearAnnouncer('polite');
}

/** A polite announcement through React Aria's shared live region (after a route change: the new page's name). */
export function announcePolitely(message: string): void {
  announce(message, 'polite');
}
