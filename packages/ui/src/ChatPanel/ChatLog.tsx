/**
 * The conversation as a log region: new messages are announced politely (role="log" is aria-live
 * polite), each rendered as text (never HTML), newest at the bottom and scrolled into view.
 */
import { useEffect, useRef } from 'react';
import { cx } from '../utils/cx.ts';
import * as styles from './ChatPanel.css.ts';

export interface ChatMessageView {
  id: number;
  /** 'self' is the viewer's own message (the client in the panel, the agent in the console). */
  from: 'self' | 'other' | 'system';
  authorName: string;
  text: string;
}

export interface ChatLogProps {
  messages: ChatMessageView[];
  /** The log's accessible name. */
  label: string;
}

export function ChatLog({ messages, label }: ChatLogProps) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling log must be reachable by keyboard (axe scrollable-region-focusable)
    <div role="log" aria-live="polite" aria-label={label} className={styles.log} tabIndex={0}>
      <ol className={styles.messages}>
        {messages.map((m) => (
          <li key={m.id} className={cx(styles.message, m.from === 'self' && styles.own)}>
            <span className={styles.author}>{m.authorName}</span>
            <p className={styles.text}>{m.text}</p>
          </li>
        ))}
      </ol>
      <div ref={end} />
    </div>
  );
}
