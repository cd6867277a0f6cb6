/**
 * The support console (/support, issue 13): the queue on one side, the selected conversation on the
 * other. An agent sees the client's name and reference (or a visitor's e-mail), never portfolio data.
 */
import { isApiError, SUPPORT_MESSAGE_MAX_LENGTH } from '@portal/api/browser';
import { CHAT, SUPPORT_CONSOLE } from '@portal/domain';
import { Button, ChatComposer, ChatLog, Link, SupportQueue } from '@portal/ui';
import type { ChatMessageView } from '@portal/ui';
import { supportApi } from '../api.ts';
import { useSupportConsole } from '../hooks/use-support-console.ts';
import * as styles from './SupportConsole.css.ts';

function errorText(error: unknown): string | null {
  if (!error) return null;
  if (isApiError(error) && error.code === 'AlreadyClaimed') return SUPPORT_CONSOLE.claimedElsewhere;
  if (isApiError(error) && error.code === 'RateLimited') return CHAT.tooFast;
  return CHAT.failed;
}

export function SupportConsole() {
  const support = useSupportConsole();
  const { selected } = support;
  const messages: ChatMessageView[] =
    selected?.messages.map((m) => ({
      id: m.messageId,
      from: m.author === 'agent' ? 'self' : m.author === 'client' ? 'other' : 'system',
      authorName: m.authorName,
      text: m.text,
    })) ?? [];
  const problem = errorText(support.error);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{SUPPORT_CONSOLE.title}</h1>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <div className={styles.columns}>
        <div className={styles.queue}>
          <SupportQueue
            waiting={support.queue.waiting}
            mine={support.queue.mine}
            selectedId={selected?.conversationId ?? null}
            claimingId={support.claimingId}
            onClaim={(id) => void support.claim(id)}
            onSelect={support.select}
          />
        </div>
        <section className={styles.conversation} aria-labelledby="support-conversation-title">
          {selected ? (
            <>
              <h2 id="support-conversation-title" className={styles.subtitle}>
                {selected.clientName}
                {selected.clientReference !== null
                  ? ` · ${SUPPORT_CONSOLE.reference}: ${selected.clientReference}`
                  : ` · ${SUPPORT_CONSOLE.visitor} · ${selected.visitorEmail ?? ''}`}
              </h2>
              <ChatLog messages={messages} label={CHAT.log} />
              {selected.status === 'ended' ? (
                <p role="status">{SUPPORT_CONSOLE.closed}</p>
              ) : (
                <ChatComposer
                  onSend={(text) => void support.reply(text)}
                  label={SUPPORT_CONSOLE.reply}
                  sendLabel={SUPPORT_CONSOLE.send}
                  maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
                />
              )}
              <div className={styles.actions}>
                <Link href={supportApi.transcriptHref(selected.conversationId)} download>
                  {CHAT.transcript}
                </Link>
                {selected.status !== 'ended' && (
                  <Button variant="secondary" onPress={() => void support.close()}>
                    {SUPPORT_CONSOLE.close}
                  </Button>
                )}
              </div>
            </>
          ) : (
            <>
              <h2 id="support-conversation-title" className={styles.subtitle}>
                {SUPPORT_CONSOLE.reply}
              </h2>
              <p>{SUPPORT_CONSOLE.select}</p>
            </>
          )}
        </section>
      </div>
    </main>
  );
}
