/** Database rows → the contract's conversation and message shapes, and the plain-text transcript. */
import type { ConversationSummary, SupportConversation, SupportMessage } from '@portal/api';
import type { ConversationRow, MessageRow } from './repository.ts';

export function presentConversation(row: ConversationRow): ConversationSummary {
  return {
    conversationId: row.conversation_id,
    status: row.status,
    clientName: row.client_name,
    clientReference: row.client_id,
    visitorEmail: row.visitor_email,
    agentName: row.agent_name,
    createdAt: row.created_at.toISOString(),
    claimedAt: row.claimed_at?.toISOString() ?? null,
    endedAt: row.ended_at?.toISOString() ?? null,
  };
}

export function presentMessage(row: MessageRow): SupportMessage {
  return {
    messageId: row.message_id,
    conversationId: row.conversation_id,
    author: row.author,
    authorName: row.author_name,
    text: row.body,
    sentAt: row.sent_at.toISOString(),
  };
}

export function withMessages(row: ConversationRow, messages: MessageRow[], queuePosition: number | null): SupportConversation {
  return { ...presentConversation(row), messages: messages.map(presentMessage), queuePosition };
}

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The transcript a participant downloads: plain text, London times, one message per paragraph. */
export function transcriptText(row: ConversationRow, messages: MessageRow[]): string {
  const lines = [
    `Live support conversation ${row.conversation_id}`,
    `Started: ${londonTime.format(row.created_at)} (London time)`,
    ...(row.agent_name ? [`Support agent: ${row.agent_name}`] : []),
    ...(row.ended_at ? [`Ended: ${londonTime.format(row.ended_at)}`] : []),
    '',
  ];
  for (const message of messages) lines.push(`[${londonTime.format(message.sent_at)}] ${message.author_name}:`, message.body, '');
  return lines.join('\n');
}
