/** The message box: Enter sends, Shift+Enter starts a new line; the limit is enforced as you type. */
import { useState } from 'react';
import { Form, Label, TextArea, TextField } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import * as styles from './ChatPanel.css.ts';

export interface ChatComposerProps {
  onSend: (text: string) => void;
  label: string;
  sendLabel: string;
  maxLength: number;
  isSending?: boolean;
  /** Why the last message was not sent (shown under the box, announced). */
  error?: string | null;
}

export function ChatComposer({ onSend, label, sendLabel, maxLength, isSending = false, error }: ChatComposerProps) {
  const [text, setText] = useState('');
  const submit = () => {
    if (!text.trim() || isSending) return;
    onSend(text.trim());
    setText('');
  };
  return (
    <Form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField value={text} onChange={setText} maxLength={maxLength} className={styles.composer}>
        <Label className={styles.label}>{label}</Label>
        <TextArea
          className={styles.textarea}
          rows={2}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
        />
      </TextField>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isPending={isSending} isDisabled={!text.trim()}>
          {sendLabel}
        </Button>
      </div>
    </Form>
  );
}
