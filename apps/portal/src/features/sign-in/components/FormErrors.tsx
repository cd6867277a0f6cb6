/** The messages a sign-in form shows above itself (spec §8), each with its link when it has one. */
import type { FormError } from '@portal/machines';
import { MessageBanner } from '@portal/ui/MessageBanner';
import { ErrorText } from '../../../shared/ErrorText.tsx';
import * as styles from './signin.css.ts';

export function FormErrors({ errors }: { errors: readonly FormError[] }) {
  if (errors.length === 0) return null;
  const errorCode = errors.find((e) => e.errorCode)?.errorCode;
  return (
    <MessageBanner severity="error" errorCode={errorCode}>
      {errors.map((error) => (
        <p key={error.text} className={styles.message}>
          <ErrorText message={error} />
        </p>
      ))}
    </MessageBanner>
  );
}
