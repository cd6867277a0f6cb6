/**
 * The support console's state: the queue (reloaded whenever the event stream says it changed), the
 * selected conversation with its messages (pushed ones merged by id), claim, reply and close. The
 * stream reopens two seconds after it drops and everything is reloaded then, so nothing is missed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SupportConversation, SupportEvent, SupportQueue } from '@portal/api/browser';
import { mergeMessages } from '@portal/machines';
import { eventsUrl, supportApi } from '../api.ts';

const REOPEN_MS = 2000;

export function useSupportConsole() {
  const [queue, setQueue] = useState<SupportQueue>({ waiting: [], mine: [] });
  const [selected, setSelected] = useState<SupportConversation | null>(null);
  const [claimingId, setClaimingId] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const selectedId = useRef<number | null>(null);
  selectedId.current = selected?.conversationId ?? null;

  const reloadQueue = useCallback(() => {
    supportApi.queue().then(setQueue, setError);
  }, []);
  const open = useCallback((conversationId: number) => {
    supportApi.conversation(conversationId).then(setSelected, setError);
  }, []);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      socket = new WebSocket(eventsUrl());
      socket.onopen = () => {
        reloadQueue();
        if (selectedId.current !== null) open(selectedId.current);
      };
      socket.onmessage = (message) => {
        const event = JSON.parse(String(message.data)) as SupportEvent;
        if (event.type === 'queue') reloadQueue();
        if (event.type === 'message' && event.message.conversationId === selectedId.current)
          setSelected((current) => current && { ...current, messages: mergeMessages(current.messages, [event.message]) });
        if (event.type === 'conversation' && event.conversation.conversationId === selectedId.current)
          setSelected((current) => current && { ...current, ...event.conversation });
      };
      socket.onclose = () => {
        if (!stopped) timer = setTimeout(connect, REOPEN_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [reloadQueue, open]);

  const claim = async (conversationId: number) => {
    setClaimingId(conversationId);
    try {
      await supportApi.claim(conversationId);
      open(conversationId);
      setError(null);
    } catch (failure) {
      setError(failure);
    } finally {
      setClaimingId(null);
      reloadQueue();
    }
  };

  const reply = async (text: string) => {
    if (!selected) return;
    try {
      const message = await supportApi.send(selected.conversationId, text);
      setSelected((current) => current && { ...current, messages: mergeMessages(current.messages, [message]) });
      setError(null);
    } catch (failure) {
      setError(failure);
    }
  };

  const close = async () => {
    if (!selected) return;
    try {
      const ended = await supportApi.end(selected.conversationId);
      setSelected((current) => current && { ...current, ...ended });
    } catch (failure) {
      setError(failure);
    }
    reloadQueue();
  };

  return { queue, selected, claimingId, error, claim, reply, close, select: open };
}
