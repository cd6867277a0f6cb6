/**
 * The live support chat panel (issue 13): a dialog (focus moves in, Escape closes, focus returns to
 * the launcher) showing one of the conversation's states, with the messages in a polite log region.
 * Presentational: the app's support machine decides the state; every word comes from `labels`.
 */
import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal as AriaModal } from 'react-aria-components';
import { CHAT } from '@portal/domain';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { ModalOverlay } from '../overlays/ModalOverlay.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatLog } from './ChatLog.tsx';
import type { ChatMessageView } from './ChatLog.tsx';
import { VisitorCodeForm } from './VisitorCodeForm.tsx';
import { VisitorDetailsForm } from './VisitorDetailsForm.tsx';
import * as styles from './ChatPanel.css.ts';

export const chatPanelStates = [
  'connecting',
  'details',
  'verifying',
  'waiting',
  'chatting',
  'offline',
  'ended',
  'reconnecting',
  'failed',
] as const;
export type ChatPanelState = (typeof chatPanelStates)[number];

export type ChatPanelLabels = Omit<typeof CHAT, 'offlineOpens' | 'offlinePhone' | 'offlineNextDay'>;
export const defaultChatPanelLabels: ChatPanelLabels = CHAT;

export interface ChatPanelProps {
  state: ChatPanelState;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  messages?: ChatMessageView[];
  /** The agent who joined (chatting). */
  agentName?: string | null;
  /** Waiting: the place in the queue (1 = next); announced politely whenever it changes. */
  queuePosition?: number | null;
  /** Details: what the visitor gave before, shown again to correct ('Change my details'). */
  visitorDetails?: { name: string; email: string } | null;
  /** Verifying: where the code went. */
  codeEmail?: string;
  /** Verifying: why the last code did not open the chat. */
  codeError?: string | null;
  /** Verifying: the code can no longer work (expired, or tried too often); only a new one helps. */
  codeSpent?: boolean;
  /** Verifying: the code is being checked. */
  isCheckingCode?: boolean;
  /** Verifying: the digits of the code. @default 6 */
  codeLength?: number;
  /** Failed: what went wrong, when more is known than the default (too many chats, all busy). */
  failedText?: string | null;
  /** Outside hours: the lines that say when support opens, the phone number and the next-working-day promise. */
  offline?: ReactNode;
  /** Where the transcript downloads from (ended, chatting). */
  transcriptHref?: string | null;
  sendError?: string | null;
  isSending?: boolean;
  maxLength?: number;
  onSubmitDetails?: (details: { name: string; email: string }) => void;
  onSubmitCode?: (code: string) => void;
  onResendCode?: () => void;
  onChangeDetails?: () => void;
  onSend?: (text: string) => void;
  onEnd?: () => void;
  onRetry?: () => void;
  onNewChat?: () => void;
  labels?: Partial<ChatPanelLabels>;
}

export function ChatPanel(props: ChatPanelProps) {
  const { state, isOpen, onOpenChange } = props;
  const labels = { ...defaultChatPanelLabels, ...props.labels };
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <AriaModal className={styles.modal}>
        <Dialog className={styles.dialog} aria-busy={state === 'connecting' || state === 'reconnecting'}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {labels.title}
            </Heading>
            <AriaButton aria-label={labels.close} onPress={() => onOpenChange(false)} className={styles.closeButton}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
                <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
              </svg>
            </AriaButton>
          </div>
          <PanelBody {...props} labels={labels} />
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

function PanelBody({
  state,
  messages = [],
  agentName,
  queuePosition,
  visitorDetails,
  codeEmail = '',
  codeError,
  codeSpent,
  isCheckingCode,
  codeLength = 6,
  failedText,
  offline,
  transcriptHref,
  sendError,
  isSending,
  maxLength = 1000,
  labels,
  ...on
}: ChatPanelProps & { labels: ChatPanelLabels }) {
  if (state === 'offline') {
    return (
      <div role="status" className={styles.composer}>
        <strong>{labels.title === CHAT.title ? CHAT.offlineTitle : labels.title}</strong>
        {offline}
      </div>
    );
  }
  if (state === 'details') {
    return (
      <VisitorDetailsForm
        labels={{
          intro: labels.visitorIntro,
          name: labels.nameLabel,
          email: labels.emailLabel,
          nameRequired: labels.nameRequired,
          emailInvalid: labels.emailInvalid,
          start: labels.start,
        }}
        initial={visitorDetails}
        onSubmit={(details) => on.onSubmitDetails?.(details)}
      />
    );
  }
  if (state === 'verifying') {
    return (
      <VisitorCodeForm
        labels={{
          intro: labels.codeIntro(codeEmail),
          code: labels.codeLabel,
          submit: labels.codeSubmit,
          invalidFormat: labels.codeInvalidFormat,
          resend: labels.codeResend,
          changeDetails: labels.codeChangeDetails,
        }}
        length={codeLength}
        error={codeError}
        isSpent={codeSpent}
        isBusy={isCheckingCode}
        onSubmit={(code) => on.onSubmitCode?.(code)}
        onResend={() => on.onResendCode?.()}
        onChangeDetails={() => on.onChangeDetails?.()}
      />
    );
  }
  if (state === 'connecting') {
    return (
      <div role="status" className={styles.status}>
        <Spinner size="small" label={labels.connecting} /> {labels.connecting}
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <div className={styles.composer}>
        <p role="alert" className={styles.error}>
          {failedText ?? labels.failed}
        </p>
        <div className={styles.actions}>
          <Button onPress={on.onRetry}>{labels.retry}</Button>
        </div>
      </div>
    );
  }
  const statusLine =
    state === 'waiting'
      ? labels.waiting
      : state === 'reconnecting'
        ? labels.reconnecting
        : state === 'ended'
          ? labels.ended
          : agentName
            ? labels.agentJoined(agentName)
            : null;
  return (
    <>
      {statusLine && (
        <p role="status" className={styles.status}>
          {statusLine}
        </p>
      )}
      {/* Its own polite region: only the number changes, so only a change is announced. */}
      {state === 'waiting' && queuePosition ? (
        <p role="status" className={styles.position}>
          {labels.queuePosition(queuePosition)}
        </p>
      ) : null}
      <ChatLog messages={messages} label={labels.log} />
      {state === 'ended' ? (
        <div className={styles.actions}>
          {transcriptHref && (
            <Link href={transcriptHref} download>
              {labels.transcript}
            </Link>
          )}
          <Button variant="secondary" onPress={on.onNewChat}>
            {labels.newChat}
          </Button>
        </div>
      ) : (
        <>
          <ChatComposer
            onSend={(text) => on.onSend?.(text)}
            label={labels.messageLabel}
            sendLabel={labels.send}
            maxLength={maxLength}
            isSending={isSending}
            error={sendError}
          />
          <div className={styles.actions}>
            {transcriptHref && (
              <Link href={transcriptHref} download>
                {labels.transcript}
              </Link>
            )}
            <Button variant="secondary" onPress={on.onEnd}>
              {labels.end}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
