/**
 * One session across the tabs of a browser (issue 31): the tabs of the portal tell each other of
 * activity (each resets its inactivity timer) and of the session's end (each shows the session-ended
 * message at once) over a BroadcastChannel. Without BroadcastChannel each tab keeps its own timer.
 */
import type { InactivityLogoutReason } from '@portal/machines';

export const SESSION_CHANNEL = 'portal:session';

export type SessionMessage = { type: 'activity' } | { type: 'ended'; reason: InactivityLogoutReason | 'logout' };

export interface SessionChannel {
  post(message: SessionMessage): void;
  close(): void;
}

/** Opens the channel; `onMessage` hears the other tabs (a channel never hears its own posts). */
export function openSessionChannel(onMessage: (message: SessionMessage) => void): SessionChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent<SessionMessage>) => onMessage(event.data);
  return {
    post: (message) => channel.postMessage(message),
    close: () => channel.close(),
  };
}

/** A logout in this tab: the other tabs show the session-ended message. */
export function announceLogout(): void {
  const channel = openSessionChannel(() => undefined);
  channel.post({ type: 'ended', reason: 'logout' });
  channel.close();
}
