/**
 * An assertive announcement through React Aria's shared live region: what NativeButton loads when its
 * pending state is first announced. A module of its own that nothing imports statically, so a dynamic
 * import of it is a chunk apart in every build (announcer.ts is in the client app's first scripts), and
 * the bundler needs no namespace object of React Aria's module (which would take its runtime helpers out
 * of /login's entry into a second script).
 */
import { announce } from 'react-aria/private/live-announcer/LiveAnnouncer';

export function announceAssertively(message: string): void {
  announce(message, 'assertive');
}
