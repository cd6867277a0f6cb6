/** Before sign-in the chat asks who you are: a name and an e-mail, nothing of any account. */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './ChatPanel.css.ts';

export interface VisitorDetailsLabels {
  intro: string;
  name: string;
  email: string;
  nameRequired: string;
  emailInvalid: string;
  start: string;
}

export function VisitorDetailsForm({
  labels,
  initial,
  onSubmit,
}: {
  labels: VisitorDetailsLabels;
  /** What the visitor gave before ('Change my details' comes back to it, to correct rather than retype). */
  initial?: { name: string; email: string } | null;
  onSubmit: (details: { name: string; email: string }) => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [email, setEmail] = useState(initial?.email ?? '');
  return (
    <Form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ name: name.trim(), email: email.trim() });
      }}
    >
      <p className={styles.status}>{labels.intro}</p>
      <TextField
        label={labels.name}
        value={name}
        onChange={setName}
        isRequired
        autoComplete="name"
        maxLength={100}
        errorMessage={labels.nameRequired}
      />
      <TextField
        label={labels.email}
        type="email"
        value={email}
        onChange={setEmail}
        isRequired
        autoComplete="email"
        maxLength={254}
        errorMessage={labels.emailInvalid}
      />
      <div className={styles.actions}>
        <Button type="submit">{labels.start}</Button>
      </div>
    </Form>
  );
}
