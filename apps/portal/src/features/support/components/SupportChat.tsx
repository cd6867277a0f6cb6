/**
 * The live support chat for clients and visitors (issue 13): the ChatPanel driven by the support
 * machine. Loaded on demand when the chat widget button is first pressed; stays mounted while the
 * panel is closed so a conversation carries on in the background.
 */
import { SUPPORT_EMAIL_CODE_LENGTH, SUPPORT_MESSAGE_MAX_LENGTH } from '@portal/api/browser';
import { CHAT, SUPPORT, supportHoursAt } from '@portal/domain';
import { ChatPanel } from '@portal/ui';
import { useSession } from '../../../shared/session.ts';
import { useSupportChat } from '../hooks/use-support-chat.ts';

const opensFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long', day: 'numeric', month: 'long' });

/** 'on Monday 30 November at 8:30am' (support always opens at 8:30 London time). */
export function opensText(opensAt: Date): string {
  return `on ${opensFormat.format(opensAt)} at 8:30am`;
}

function Offline() {
  const { opensAt } = supportHoursAt(new Date());
  return (
    <>
      {opensAt && <p>{CHAT.offlineOpens(opensText(opensAt))}</p>}
      <p>{CHAT.offlinePhone(SUPPORT.phone, SUPPORT.hours)}</p>
      <p>{CHAT.offlineNextDay(SUPPORT.email)}</p>
    </>
  );
}

export interface SupportChatProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export default function SupportChat({ isOpen, onOpenChange }: SupportChatProps) {
  const session = useSession();
  const chat = useSupportChat({ visitor: session === null, maxLength: SUPPORT_MESSAGE_MAX_LENGTH });
  return (
    <ChatPanel
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      state={chat.state}
      messages={chat.messages}
      agentName={chat.agentName}
      queuePosition={chat.queuePosition}
      visitorDetails={chat.visitorDetails}
      codeEmail={chat.codeEmail}
      codeError={chat.codeError}
      codeSpent={chat.codeSpent}
      isCheckingCode={chat.isCheckingCode}
      codeLength={SUPPORT_EMAIL_CODE_LENGTH}
      failedText={chat.failedText}
      transcriptHref={chat.transcriptHref}
      isSending={chat.isSending}
      sendError={chat.sendError}
      maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
      offline={<Offline />}
      onSubmitDetails={(details) => chat.send({ type: 'SUBMIT_DETAILS', details })}
      onSubmitCode={(code) => chat.send({ type: 'SUBMIT_CODE', code })}
      onResendCode={() => chat.send({ type: 'RESEND_CODE' })}
      onChangeDetails={() => chat.send({ type: 'CHANGE_DETAILS' })}
      onSend={(text) => chat.send({ type: 'SEND', text })}
      onEnd={() => chat.send({ type: 'END' })}
      onRetry={() => chat.send({ type: 'RETRY' })}
      onNewChat={() => chat.send({ type: 'NEW_CHAT' })}
    />
  );
}
