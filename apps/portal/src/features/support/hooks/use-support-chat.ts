/** The client's chat: the support machine with the app's calls and WebSocket, mapped to the panel's state. */
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { isApiError } from '@portal/api/browser';
import type { ConversationSummary, SupportConversation, SupportMessage, SupportStartAnswer } from '@portal/api/browser';
import { CHAT, supportHoursAt } from '@portal/domain';
import { supportMachine } from '@portal/machines';
import type { VisitorDetails } from '@portal/machines';
import type { ChatMessageView, ChatPanelState } from '@portal/ui';
import { supportApi } from '../api.ts';
import { eventsActor } from './events-actor.ts';

const machine = supportMachine.provide({
  actors: {
    start: fromPromise<SupportStartAnswer, { details: VisitorDetails | null }>(({ input }) => supportApi.start(input.details)),
    verify: fromPromise<SupportConversation, { code: string }>(({ input }) => supportApi.verifyEmail(input.code)),
    load: fromPromise<SupportConversation, { conversationId: number }>(({ input }) => supportApi.conversation(input.conversationId)),
    send: fromPromise<SupportMessage, { conversationId: number; text: string }>(({ input }) =>
      supportApi.send(input.conversationId, input.text),
    ),
    end: fromPromise<ConversationSummary, { conversationId: number }>(({ input }) => supportApi.end(input.conversationId)),
    events: eventsActor,
  },
});

function sendErrorText(error: unknown, maxLength: number): string | null {
  if (!error) return null;
  const code = isApiError(error) ? error.code : undefined;
  if (code === 'BadRequest') return CHAT.tooLong(maxLength);
  if (code === 'RateLimited') return CHAT.tooFast;
  if (code === 'ReadOnly') return CHAT.readOnly;
  if (code === 'ConversationEnded') return CHAT.ended;
  return CHAT.failed;
}

/** Why the e-mailed code did not open the chat; `spent` when only a new code can help. */
function codeErrorText(error: unknown): { text: string | null; spent: boolean } {
  if (!error) return { text: null, spent: false };
  if (isApiError(error) && error.status === 400 && error.code === 'Invalid') return { text: CHAT.codeWrong, spent: false };
  if (isApiError(error) && error.status === 409 && error.code === 'Invalid') return { text: CHAT.codeExpired, spent: true };
  if (isApiError(error) && error.code === 'ServiceUnavailable') return { text: CHAT.busy, spent: false };
  if (isApiError(error) && error.code === 'RateLimited') return { text: CHAT.tooManyStarts, spent: false };
  return { text: CHAT.failed, spent: false };
}

/** A start refused for a reason the visitor can act on: too many chats from here, or everyone busy. */
function failedText(error: unknown): string | null {
  if (isApiError(error) && error.code === 'RateLimited') return CHAT.tooManyStarts;
  if (isApiError(error) && error.code === 'ServiceUnavailable') return CHAT.busy;
  return null;
}

export function useSupportChat({ visitor, maxLength }: { visitor: boolean; maxLength: number }) {
  const input = useMemo(() => ({ open: supportHoursAt(new Date()).open, visitor }), [visitor]);
  const [snapshot, send] = useMachine(machine, { input });
  const { context } = snapshot;
  // The panel's state: the first of the machine's states it is in, else waiting.
  const named = (['offline', 'details', 'verifying', 'connecting', 'reconnecting', 'failed', 'ended'] as const).find((name) =>
    snapshot.matches(name),
  );
  const state: ChatPanelState = named ?? (snapshot.matches({ live: { phase: 'chatting' } }) ? 'chatting' : 'waiting');
  const messages: ChatMessageView[] = context.messages.map((m) => ({
    id: m.messageId,
    from: m.author === 'client' ? 'self' : m.author === 'agent' ? 'other' : 'system',
    authorName: m.author === 'client' ? CHAT.you : m.authorName,
    text: m.text,
  }));
  const codeError = codeErrorText(context.codeError);
  return {
    state,
    messages,
    agentName: context.conversation?.agentName ?? null,
    queuePosition: context.position,
    visitorDetails: context.details,
    codeEmail: context.emailCheck?.email ?? '',
    codeError: codeError.text,
    codeSpent: codeError.spent,
    isCheckingCode: snapshot.matches({ verifying: 'checking' }),
    failedText: failedText(context.error),
    transcriptHref: context.conversation ? supportApi.transcriptHref(context.conversation.conversationId) : null,
    isSending: snapshot.matches({ live: { composer: 'sending' } }),
    sendError: sendErrorText(context.sendError, maxLength),
    send,
  };
}
