// The live support chat's texts (issue 13): the client's chat panel and the support console. Apart from
// support.ts so a page that shows only the chat button (the login page) does not carry them.
import { CHAT_LAUNCHER } from './support.ts';

/** Live support chat (issue 13): the client's chat panel and the support console. */
export const CHAT = {
  launcher: CHAT_LAUNCHER,
  title: 'Live support',
  close: 'Close chat',
  connecting: 'Connecting to live support…',
  start: 'Start chat',
  visitorIntro: 'Tell us who you are and a member of our support team will be with you shortly.',
  nameLabel: 'Your name',
  emailLabel: 'Your e-mail',
  nameRequired: 'Please enter your name.',
  emailInvalid: 'Please enter a valid e-mail address.',
  waiting: 'Waiting for the next available member of our support team…',
  agentJoined: (agent: string) => `${agent} from our support team has joined the chat.`,
  messageLabel: 'Your message',
  send: 'Send',
  end: 'End chat',
  ended: 'The chat has ended. Thank you for contacting us.',
  newChat: 'Start a new chat',
  transcript: 'Download transcript',
  reconnecting: 'Connection lost. Reconnecting…',
  failed: "Sorry, we couldn't connect to live support.",
  retry: 'Try again',
  you: 'You',
  supportTeam: 'Support',
  log: 'Chat messages',
  tooLong: (max: number) => `Messages can be at most ${max} characters.`,
  tooFast: 'You are sending messages too quickly. Please wait a moment and try again.',
  readOnly: 'You are viewing as an adviser: you cannot chat as the client.',
  offlineTitle: 'Live support is closed',
  offlineOpens: (when: string) => `Live support opens ${when}.`,
  offlinePhone: (phone: string, hours: string) => `You can call us on ${phone}, ${hours}.`,
  offlineNextDay: (email: string) => `Or e-mail ${email} and our team will answer on the next working day.`,
} as const;

/** The support console (/support). */
export const SUPPORT_CONSOLE = {
  title: 'Support console',
  queue: 'Waiting conversations',
  mine: 'My conversations',
  empty: 'No conversations are waiting.',
  waitingFor: (minutes: number) => (minutes < 1 ? 'Waiting less than a minute' : `Waiting ${minutes} min`),
  claim: 'Claim',
  claimedElsewhere: 'Another agent has already claimed this conversation.',
  reference: 'Client reference',
  visitor: 'Not signed in',
  close: 'Close conversation',
  reply: 'Reply',
  send: 'Send',
  closed: 'This conversation is closed.',
  select: 'Select a conversation to reply.',
} as const;
