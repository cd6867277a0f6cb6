/**
 * The support machine's event stream: a WebSocket that reports open, each pushed event and close.
 * A close the machine did not ask for is what triggers its reconnect with backoff.
 */
import { fromCallback } from 'xstate';
import type { EventObject } from 'xstate';
import type { SupportEvent } from '@portal/api/browser';
import { eventsUrl } from '../api.ts';

export const eventsActor = fromCallback<EventObject, { conversationId: number }>(({ sendBack }) => {
  const socket = new WebSocket(eventsUrl());
  let stopped = false;
  socket.onopen = () => sendBack({ type: 'SOCKET_OPEN' });
  socket.onmessage = (message) => {
    try {
      sendBack({ type: 'SOCKET_EVENT', event: JSON.parse(String(message.data)) as SupportEvent });
    } catch {
      // Not an event of ours: ignore it rather than break the conversation.
    }
  };
  socket.onclose = () => {
    if (!stopped) sendBack({ type: 'SOCKET_CLOSED' });
  };
  return () => {
    stopped = true;
    socket.close();
  };
});
