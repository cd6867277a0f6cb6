/** The support feature's server calls (issue 13) and its event stream's address. */
import { call, href, routes } from '@portal/api/browser';
import type { VisitorDetails } from '@portal/machines';

export const supportApi = {
  start: (details: VisitorDetails | null) => call(routes.supportStart, { json: details ?? {} }),
  verifyEmail: (code: string) => call(routes.supportVerifyEmail, { json: { code } }),
  conversation: (conversationId: number) => call(routes.supportConversation, { params: { conversationId } }),
  send: (conversationId: number, text: string) => call(routes.supportSend, { params: { conversationId }, json: { text } }),
  end: (conversationId: number) => call(routes.supportEnd, { params: { conversationId } }),
  queue: () => call(routes.supportQueue),
  claim: (conversationId: number) => call(routes.supportClaim, { params: { conversationId } }),
  transcriptHref: (conversationId: number) => href(routes.supportTranscript, { conversationId }),
};

/** ws(s)://<this origin>/nui/support/events: the browser sends the session cookie and our Origin. */
export function eventsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${routes.supportEvents.path}`;
}
